import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, loginAs } from '../../test/auth';
import { buildTestApp, type TestApp } from '../../test/app';
import { addDataset, addSurvey, times } from './test/fixtures';

/** Every analytics procedure and REST path over real HTTP: who may call it, and bad input. */
const QUERIES: [string, unknown][] = [
  ['reputation.summary', {}],
  ['reputation.kpis', {}],
  ['reputation.trend', {}],
  ['reputation.dimensions', {}],
  ['reputation.segments', { filter: {}, by: 'region' }],
  ['drivers.get', { filter: {} }],
  ['drivers.byBrand', { filter: {} }],
  ['themes.list', { filter: {} }],
  ['themes.texts', { filter: {}, theme: 'price' }],
  ['brand.funnel', {}],
  ['brand.imagery', {}],
  ['brand.demographics', { filter: {} }],
  ['brand.nps', {}],
  ['brand.scorecard', {}],
  ['brand.timeline', {}],
  ['timeline.series', {}],
  ['benchmark.kpis', {}],
  ['geo.regions', {}],
  ['stakeholders.groups', {}],
  ['stakeholders.relationships', {}],
  ['media.shareOfVoice', { filter: {} }],
  ['media.sentiment', {}],
  ['media.volume', {}],
];

const REST = [
  '/api/reputation/summary',
  '/api/reputation/kpis',
  '/api/reputation/trend',
  '/api/reputation/dimensions',
  '/api/reputation/segments?by=region',
  '/api/reputation/drivers',
  '/api/reputation/drivers/by-brand',
  '/api/reputation/timeline',
  '/api/reputation/benchmark',
  '/api/reputation/media/share-of-voice',
  '/api/reputation/media/sentiment',
  '/api/reputation/media/volume',
  '/api/themes',
  '/api/themes/price/texts',
  '/api/brand-tracking/funnel',
  '/api/brand-tracking/imagery',
  '/api/brand-tracking/nps',
  '/api/brand-tracking/scorecard',
  '/api/brand-tracking/timeline',
  '/api/demographics',
  '/api/perceptions/stakeholders',
  '/api/perceptions/relationships',
  '/api/perceptions/regions',
];

let t: TestApp;
let viewer: string;
let editor: string;
let mine: number;
let theirs: number;
let theirDataset: number;

const trpcGet = (path: string, input: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/trpc/analytics.${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
    headers,
  });

beforeAll(async () => {
  t = await buildTestApp();
  const a = createCustomer(t.db, { name: 'Acme' });
  const b = createCustomer(t.db, { name: 'Other' });
  mine = a.id;
  theirs = b.id;
  const ds = addDataset(t.db, mine, 'survey', { timeFrom: '2026-01-01', timeTo: '2026-01-31' });
  addSurvey(
    t.db,
    mine,
    ds,
    times(40, () => ({
      date: '2026-01-05',
      comment: 'Prices, again!',
      commentSentimentLabel: 'negative',
    })),
  );
  theirDataset = addDataset(t.db, theirs, 'survey', {
    timeFrom: '2026-01-01',
    timeTo: '2026-01-31',
  });
  addSurvey(
    t.db,
    theirs,
    theirDataset,
    times(40, () => ({ date: '2026-01-05', brand: 'Other' })),
  );
  viewer = await loginAs(
    t.app,
    await createUser(t.db, { memberships: [{ customerId: mine, role: 'viewer' }] }),
  );
  editor = await loginAs(
    t.app,
    await createUser(t.db, { memberships: [{ customerId: mine, role: 'editor' }] }),
  );
});

describe('analytics procedures over HTTP', () => {
  it.each(QUERIES)(
    '%s: 200 for a member, 401 signed out, 404 for another customer',
    async (path, input) => {
      const ok = await trpcGet(path, input, { cookie: viewer, 'x-customer-id': String(mine) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().result.data.json).toBeTruthy();
      expect((await trpcGet(path, input, { 'x-customer-id': String(mine) })).statusCode).toBe(401);
      expect(
        (await trpcGet(path, input, { cookie: viewer, 'x-customer-id': String(theirs) }))
          .statusCode,
      ).toBe(404);
    },
  );

  it("answers 404 for another customer's dataset, even when named explicitly", async () => {
    const res = await trpcGet(
      'reputation.summary',
      { datasetId: theirDataset },
      { cookie: viewer, 'x-customer-id': String(mine) },
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 for bad input, never 500', async () => {
    const h = { cookie: viewer, 'x-customer-id': String(mine) };
    for (const [path, input] of [
      ['reputation.summary', { from: '2026-13' }],
      ['reputation.summary', { from: '2026-05', to: '2026-01' }],
      ['reputation.segments', { filter: {}, by: 'shoe_size' }],
      ['drivers.get', { filter: {}, dimension: 'nope' }],
      ['themes.list', { filter: {}, limit: 1000 }],
      ['brand.nps', { segment: { dimension: 'region' } }],
      ['reputation.summary', 'not an object'],
    ] as const) {
      expect((await trpcGet(path, input, h)).statusCode, `${path} ${JSON.stringify(input)}`).toBe(
        400,
      );
    }
  });

  it('timeline events: viewer 403, editor 200, delete then 404', async () => {
    const body = { json: { date: '2026-01-20', title: 'Launch', category: 'product' } };
    const post = (cookie: string, path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/trpc/analytics.timeline.${path}`,
        headers: { cookie, 'x-customer-id': String(mine) },
        payload,
      });
    expect((await post(viewer, 'addEvent', body)).statusCode).toBe(403);
    const added = await post(editor, 'addEvent', body);
    expect(added.statusCode).toBe(200);
    const id = added.json().result.data.json.id as number;
    expect((await post(viewer, 'deleteEvent', { json: { id } })).statusCode).toBe(403);
    expect((await post(editor, 'deleteEvent', { json: { id } })).statusCode).toBe(200);
    expect((await post(editor, 'deleteEvent', { json: { id } })).statusCode).toBe(404);
    expect((await post(editor, 'addEvent', { json: { title: 'x' } })).statusCode).toBe(400);
  });
});

describe('REST compatibility paths', () => {
  it.each(REST)(
    'GET %s: 200 for a member, 401 signed out, 404 for another customer',
    async (url) => {
      const ok = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: viewer, 'x-customer-id': String(mine) },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toBeTruthy();
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { 'x-customer-id': String(mine) } }))
          .statusCode,
      ).toBe(401);
      const sep = url.includes('?') ? '&' : '?';
      const other = await t.app.inject({
        method: 'GET',
        url: `${url}${sep}customerId=${theirs}`,
        headers: { cookie: viewer },
      });
      expect(other.statusCode).toBe(404);
    },
  );

  it('passes the filter through and reports field errors as 400', async () => {
    const h = { cookie: viewer, 'x-customer-id': String(mine) };
    const s = await t.app.inject({
      method: 'GET',
      url: '/api/reputation/summary?from=2026-01&to=2026-01&weighted=false',
      headers: h,
    });
    expect(s.json().overall).toMatchObject({ value: 50, n: 40 });
    const themes = await t.app.inject({
      method: 'GET',
      url: '/api/themes?source=survey',
      headers: h,
    });
    expect(themes.json().themes[0]).toMatchObject({ key: 'price', volume: 40 });
    for (const url of [
      '/api/reputation/summary?from=2026-13',
      '/api/reputation/summary?weighted=maybe',
      '/api/reputation/summary?segment=region',
      '/api/demographics?by=shoe_size',
      '/api/reputation/segments',
      '/api/themes?limit=abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: h });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('adds and deletes timeline events through REST with the editor role only', async () => {
    const payload = { date: '2026-01-21', title: 'Award', category: 'award' };
    const asViewer = await t.app.inject({
      method: 'POST',
      url: '/api/reputation/timeline/events',
      headers: { cookie: viewer, 'x-customer-id': String(mine) },
      payload,
    });
    expect(asViewer.statusCode).toBe(403);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/reputation/timeline/events',
      headers: { cookie: editor, 'x-customer-id': String(mine) },
      payload,
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().id as number;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reputation/timeline/events/${id}`,
      headers: { cookie: editor, 'x-customer-id': String(mine) },
    });
    expect(del.json()).toEqual({ deleted: true });
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/reputation/timeline/events/abc',
      headers: { cookie: editor, 'x-customer-id': String(mine) },
    });
    expect(bad.statusCode).toBe(400);
  });
});
