import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectors, datasets, mentions, surveyResponses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { callTrpc, createDataWorld, type DataTestWorld } from '../datasets/test-support';
import { parseFeed } from './feeds';
import { jsonWebhookSignature, typeformSignature } from './hmac';
import { pollDueFeeds, pollFeed } from './poller';

let t: TestApp;
let w: DataTestWorld;
let feedServer: http.Server;
let feedBase = '';
const feedRequests: { url: string; ifNoneMatch?: string; ifModifiedSince?: string }[] = [];

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Metro Herald</title>
<item><title>Acme Burgers wins award</title><link>https://metro.example/a</link><guid>g-1</guid>
<pubDate>Tue, 04 Mar 2025 10:00:00 GMT</pubDate><description><![CDATA[<p>Acme Burgers is <b>brilliant</b> and loved.</p>]]></description></item>
<item><title>Huxta opens store</title><link>https://metro.example/b</link><pubDate>Wed, 05 Mar 2025 10:00:00 GMT</pubDate><description>Huxtaburger opens a new store.</description></item>
</channel></rss>`;
const ATOM = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Burger Blog</title>
<entry><id>urn:1</id><title>Awful queue at Acme Burgers</title><link href="https://blog.example/1"/><updated>2025-03-06T08:00:00Z</updated>
<summary>Terrible wait, horrible service.</summary><author><name>Sam</name></author></entry></feed>`;

// The test feeds live on loopback, which only an operator's setting lets the product fetch.
const LOOPBACK_ALLOWED = { allowPrivateAddresses: true };

beforeAll(async () => {
  t = await buildTestApp({ FEED_ALLOW_PRIVATE_ADDRESSES: 'true' });
  w = createDataWorld(t.db, t.config);
  feedServer = http.createServer((req, res) => {
    feedRequests.push({
      url: req.url ?? '',
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: req.headers['if-modified-since'],
    });
    if (req.url === '/rss.xml') {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304).end();
        return;
      }
      res
        .writeHead(200, {
          'content-type': 'application/rss+xml',
          etag: '"v1"',
          'last-modified': 'Tue, 04 Mar 2025 10:00:00 GMT',
        })
        .end(RSS);
    } else if (req.url === '/moved.xml') {
      res.writeHead(301, { location: '/atom.xml' }).end();
    } else if (req.url === '/loop.xml') {
      res.writeHead(302, { location: '/loop.xml' }).end();
    } else if (req.url === '/atom.xml') {
      res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
    } else if (req.url === '/broken.xml') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>not a feed</body></html>');
    } else {
      res.writeHead(500).end('oops');
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

const m = (path: string, input: unknown, cookie = w.editor) =>
  callTrpc(t.app, 'mutation', path, input, { cookie, customerId: w.customerId });
const q = (path: string, input: unknown, cookie = w.editor) =>
  callTrpc(t.app, 'query', path, input, { cookie, customerId: w.customerId });

describe('RSS and Atom feeds', () => {
  it('polls on schedule into mentions, deduped, with conditional GET, and shows failing feeds', async () => {
    const rss = (
      await m('connectors.create', { kind: 'rss', name: 'Metro', url: `${feedBase}/rss.xml` })
    ).data as { id: number; datasetId: number };
    const atom = (
      await m('connectors.create', {
        kind: 'rss',
        name: 'Blog',
        url: `${feedBase}/atom.xml`,
        channel: 'blog',
      })
    ).data as { id: number; datasetId: number };
    const down = (
      await m('connectors.create', { kind: 'rss', name: 'Down', url: `${feedBase}/missing.xml` })
    ).data as { id: number };
    const broken = (
      await m('connectors.create', { kind: 'rss', name: 'Broken', url: `${feedBase}/broken.xml` })
    ).data as { id: number };

    const first = await pollDueFeeds(t.db, new Date(), LOOPBACK_ALLOWED);
    expect(first.map((r) => r.status).sort()).toEqual(['failed', 'failed', 'updated', 'updated']);
    const rows = t.db.select().from(mentions).where(eq(mentions.datasetId, rss.datasetId)).all();
    expect(
      rows.map((r) => [r.guid, r.outlet, r.channel, r.sentimentLabel, r.brands, r.date]),
    ).toEqual([
      ['g-1', 'Metro Herald', 'news', 'positive', ['Acme Burgers'], '2025-03-04'],
      ['https://metro.example/b', 'Metro Herald', 'news', 'neutral', ['Huxtaburger'], '2025-03-05'],
    ]);
    expect(rows[0]?.text).toBe('Acme Burgers is brilliant and loved.');
    const blog = t.db.select().from(mentions).where(eq(mentions.datasetId, atom.datasetId)).all();
    expect(blog.map((r) => [r.guid, r.channel, r.author, r.sentimentLabel])).toEqual([
      ['urn:1', 'blog', 'Sam', 'negative'],
    ]);

    // Not due again until the interval has passed.
    expect(await pollDueFeeds(t.db, new Date(), LOOPBACK_ALLOWED)).toEqual([]);
    const later = new Date(Date.now() + 31 * 60_000);
    const second = await pollDueFeeds(t.db, later, LOOPBACK_ALLOWED);
    expect(second.find((r) => r.connectorId === rss.id)?.status).toBe('not_modified');
    expect(feedRequests.filter((r) => r.url === '/rss.xml').at(-1)).toMatchObject({
      ifNoneMatch: '"v1"',
      ifModifiedSince: 'Tue, 04 Mar 2025 10:00:00 GMT',
    });
    expect(second.find((r) => r.connectorId === atom.id)).toMatchObject({
      status: 'updated',
      added: 0,
    });
    expect(
      t.db.select().from(mentions).where(eq(mentions.datasetId, atom.datasetId)).all(),
    ).toHaveLength(1);
    expect(
      t.db
        .select({ rowCount: datasets.rowCount })
        .from(datasets)
        .where(eq(datasets.id, rss.datasetId))
        .get()?.rowCount,
    ).toBe(2);

    const list = (await q('connectors.list', { kind: 'rss' })).data as {
      id: number;
      status: string;
      lastError: string | null;
      lastDeliveries: unknown[];
    }[];
    expect(list.find((c) => c.id === down.id)).toMatchObject({
      status: 'failing',
      lastError: 'The feed answered 500 Internal Server Error',
    });
    expect(list.find((c) => c.id === broken.id)).toMatchObject({
      status: 'failing',
      lastError: 'Not an RSS or Atom feed',
    });
    expect(list.find((c) => c.id === rss.id)?.lastDeliveries.length).toBe(2);
  });

  it('polls now on request, for editors of the customer only', async () => {
    const c = (
      await m('connectors.create', { kind: 'rss', name: 'Now', url: `${feedBase}/atom.xml` })
    ).data as { id: number };
    expect((await m('connectors.pollNow', { connectorId: c.id }, w.viewer)).status).toBe(403);
    expect(
      (
        await callTrpc(
          t.app,
          'mutation',
          'connectors.pollNow',
          { connectorId: c.id },
          { cookie: w.outsider, customerId: w.otherCustomerId },
        )
      ).status,
    ).toBe(404);
    expect((await m('connectors.pollNow', { connectorId: c.id })).data).toMatchObject({
      status: 'updated',
      added: 1,
    });
    expect(
      (await m('connectors.create', { kind: 'rss', name: 'Bad', url: 'file:///etc/passwd' }))
        .status,
    ).toBe(400);
    expect(
      (await m('connectors.create', { kind: 'rss', name: '', url: `${feedBase}/a` })).status,
    ).toBe(400);
  });

  it('follows redirects a few hops, and fetches private addresses only when the operator allows', async () => {
    const create = async (name: string, path: string) =>
      (await m('connectors.create', { kind: 'rss', name, url: `${feedBase}${path}` })).data as {
        id: number;
      };
    const connector = (id: number) =>
      t.db.select().from(connectors).where(eq(connectors.id, id)).get()!;
    const moved = await create('Moved', '/moved.xml');
    const loop = await create('Loop', '/loop.xml');
    expect(await pollFeed(t.db, connector(moved.id), new Date(), LOOPBACK_ALLOWED)).toMatchObject({
      status: 'updated',
      added: 1,
    });
    expect(await pollFeed(t.db, connector(loop.id), new Date(), LOOPBACK_ALLOWED)).toMatchObject({
      status: 'failed',
      error: 'The feed redirects too many times',
    });
    const refused = await pollFeed(t.db, connector(moved.id));
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused.error).toMatch(/private or local network \(127\.0\.0\.1\)/);
    expect(connector(moved.id)).toMatchObject({ status: 'failing' });
  });

  it('parses RSS 1.0 and rejects what is not a feed', () => {
    const rdf = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>R</title></channel><item rdf:about="https://r.example/1"><title>One</title><link>https://r.example/1</link><dc:date>2025-01-02T00:00:00Z</dc:date></item></rdf:RDF>`;
    expect(parseFeed(rdf).items[0]).toMatchObject({
      guid: 'https://r.example/1',
      title: 'One',
      publishedAt: '2025-01-02T00:00:00.000Z',
    });
    expect(() => parseFeed('<html/>')).toThrow('Not an RSS or Atom feed');
  });
});

describe('Typeform webhook', () => {
  const payload = (eventId: string, trust: number) =>
    Buffer.from(
      JSON.stringify({
        event_id: eventId,
        event_type: 'form_response',
        form_response: {
          form_id: 'abc123',
          token: `tok-${eventId}`,
          submitted_at: '2026-02-03T04:05:06Z',
          answers: [
            {
              type: 'number',
              number: trust,
              field: { id: 'f1', ref: 'trust_q', type: 'opinion_scale' },
            },
            { type: 'number', number: 9, field: { id: 'f2', ref: 'nps_q', type: 'opinion_scale' } },
            {
              type: 'choice',
              choice: { label: '25-34' },
              field: { id: 'f3', ref: 'age_q', type: 'multiple_choice' },
            },
            {
              type: 'text',
              text: 'Really great people',
              field: { id: 'f4', ref: 'why_q', type: 'long_text' },
            },
          ],
          hidden: { brand: 'Huxta' },
        },
      }),
    );

  it('verifies the Typeform-Signature, maps answers and ignores repeats', async () => {
    const created = (
      await m('connectors.create', {
        kind: 'typeform',
        name: 'Pulse form',
        formId: 'abc123',
        secret: 'form-secret-123',
        mapping: {
          trust: 'trust_q',
          nps: 'nps_q',
          age_band: 'age_q',
          comment: 'why_q',
          brand: 'hidden.brand',
        },
      })
    ).data as { id: number; datasetId: number };
    const list = (await q('connectors.list', { kind: 'typeform' })).data as {
      id: number;
      webhookPath: string;
      secret: string;
    }[];
    const path = list.find((c) => c.id === created.id)!.webhookPath;
    expect(list[0]?.secret).toBe('form-secret-123');
    const viewerList = (await q('connectors.list', { kind: 'typeform' }, w.viewer)).data as {
      secret: string;
    }[];
    expect(viewerList[0]?.secret).toBe('••••••••');

    const body = payload('ev-1', 8);
    const send = (raw: Buffer, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'typeform-signature': signature } : {}),
        },
        payload: raw,
      });
    expect((await send(body)).statusCode).toBe(401);
    expect((await send(body, typeformSignature('wrong-secret', body))).statusCode).toBe(401);
    const ok = await send(body, typeformSignature('form-secret-123', body));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'accepted', rows: 1 });
    const again = await send(body, typeformSignature('form-secret-123', body));
    expect(again.json()).toEqual({ status: 'duplicate' });
    const rows = t.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.datasetId, created.datasetId))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      respondentId: 'tok-ev-1',
      date: '2026-02-03',
      wave: '2026-02',
      trust: 8,
      nps: 9,
      ageBand: '25-34',
      brand: 'Huxtaburger',
      isOwnBrand: false,
      scaleMin: 0,
      scaleMax: 10,
      commentSentimentLabel: 'positive',
    });
    const out = payload('ev-2', 12);
    const bad = await send(out, typeformSignature('form-secret-123', out));
    expect(bad.statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/typeform/nope',
          payload: body,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
    const garbage = Buffer.from('not json');
    expect((await send(garbage, typeformSignature('form-secret-123', garbage))).statusCode).toBe(
      400,
    );
    const deliveries = (
      (await q('connectors.list', { kind: 'typeform' })).data as {
        lastDeliveries: { outcome: string }[];
      }[]
    )[0]!.lastDeliveries.map((d) => d.outcome);
    expect(deliveries).toEqual(['failed', 'failed', 'duplicate', 'accepted', 'rejected']);
  });
});

describe('generic JSON webhook', () => {
  it('accepts signed deliveries all-or-nothing, with its own secret, and rotates it', async () => {
    const created = (
      await m('connectors.create', {
        kind: 'webhook',
        name: 'Social listening',
        datasetKind: 'social',
      })
    ).data as { id: number; datasetId: number };
    const conn = (
      (await q('connectors.list', { kind: 'webhook' })).data as {
        id: number;
        webhookPath: string;
        secret: string;
      }[]
    ).find((c) => c.id === created.id)!;
    const send = (items: unknown, secret: string, delivery?: string) => {
      const raw = Buffer.from(JSON.stringify(items));
      return t.app.inject({
        method: 'POST',
        url: conn.webhookPath,
        headers: {
          'content-type': 'application/json',
          'x-repute-signature': jsonWebhookSignature(secret, raw),
          ...(delivery ? { 'x-repute-delivery': delivery } : {}),
        },
        payload: raw,
      });
    };
    const items = {
      items: [
        {
          published_at: '2026-04-01T10:00:00Z',
          text: 'Love Acme Burgers!',
          platform: 'instagram',
          url: 'https://i.example/1',
          reach: 500,
        },
        {
          published_at: '2026-04-01T11:00:00Z',
          text: 'Acme Burgers was awful today',
          platform: 'tiktok',
          url: 'https://t.example/2',
        },
      ],
    };
    expect((await send(items, 'wrong')).statusCode).toBe(401);
    const ok = await send(items, conn.secret, 'd-1');
    expect(ok.json()).toEqual({ status: 'accepted', rows: 2, duplicates: 0 });
    expect((await send(items, conn.secret, 'd-1')).json()).toEqual({ status: 'duplicate' });
    const invalid = await send(
      { items: [{ text: 'no date' }, { published_at: '2026-04-02', text: 'fine' }] },
      conn.secret,
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toEqual({
      row: 1,
      column: 'published_at',
      reason: 'Published at is required',
    });
    const rows = t.db
      .select()
      .from(mentions)
      .where(eq(mentions.datasetId, created.datasetId))
      .all();
    expect(rows.map((r) => [r.platform, r.channel, r.sentimentLabel, r.isOwnBrand])).toEqual([
      ['instagram', 'social', 'positive', true],
      ['tiktok', 'social', 'negative', true],
    ]);
    expect((await send([], conn.secret)).statusCode).toBe(400);
    const rotated = (await m('connectors.rotateSecret', { connectorId: created.id })).data as {
      secret: string;
    };
    expect(rotated.secret).not.toBe(conn.secret);
    expect((await send(items, conn.secret, 'd-2')).statusCode).toBe(401);
    expect(
      (await m('connectors.update', { connectorId: created.id, status: 'paused' })).status,
    ).toBe(200);
    expect((await send(items, rotated.secret, 'd-3')).statusCode).toBe(409);
    expect((await m('connectors.delete', { connectorId: created.id }, w.viewer)).status).toBe(403);
    expect((await m('connectors.delete', { connectorId: created.id })).status).toBe(200);
    expect(t.db.select().from(connectors).where(eq(connectors.id, created.id)).all()).toHaveLength(
      0,
    );
    expect((await send(items, rotated.secret)).statusCode).toBe(404);
  });

  it('needs a session for the connector list', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/connectors',
          headers: { 'x-customer-id': String(w.customerId) },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/connectors',
          headers: { cookie: w.outsider, 'x-customer-id': String(w.customerId) },
        })
      ).statusCode,
    ).toBe(404);
  });
});
