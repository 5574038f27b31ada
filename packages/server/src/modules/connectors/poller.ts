/**
 * RSS/Atom polling: conditional GET (ETag / Last-Modified), dedupe by guid or link, and a
 * failing feed marked 'failing' with its error (shown on screen), never skipped silently.
 */
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { connectors, type MentionChannel } from '../../db/schema/index';
import { writeRows } from '../ingestion/import-job';
import type { RowValues } from '../ingestion/validate';
import { refusedAddress } from './address-guard';
import { FeedError, parseFeed } from './feeds';
import { recordDelivery } from './service';

export const FEED_TIMEOUT_MS = 15_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export interface FeedPolicy {
  /** FEED_ALLOW_PRIVATE_ADDRESSES: fetch feeds on loopback and private networks too. */
  allowPrivateAddresses: boolean;
}

const PUBLIC_ONLY: FeedPolicy = { allowPrivateAddresses: false };

/** GET with each redirect hop checked against the address policy before it is requested. */
async function fetchFeed(
  start: string,
  headers: Record<string, string>,
  policy: FeedPolicy,
): Promise<Response> {
  let url = new URL(start);
  for (let hop = 0; ; hop++) {
    if (!/^https?:$/.test(url.protocol))
      throw new FeedError('The feed address must start with http:// or https://');
    if (!policy.allowPrivateAddresses) {
      const refused = await refusedAddress(url);
      if (refused) throw new FeedError(refused);
    }
    const res = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      redirect: 'manual',
    });
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || res.status === 304 || !location) return res;
    await res.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new FeedError('The feed redirects too many times');
    url = new URL(location, url);
  }
}

type Connector = typeof connectors.$inferSelect;

async function readLimited(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > FEED_MAX_BYTES) {
      await reader.cancel();
      throw new FeedError(`The feed is larger than ${FEED_MAX_BYTES / 1048576} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface PollResult {
  connectorId: number;
  status: 'updated' | 'not_modified' | 'failed';
  added: number;
  error?: string;
}

export async function pollFeed(
  db: Db,
  connector: Connector,
  now = new Date(),
  policy: FeedPolicy = PUBLIC_ONLY,
): Promise<PollResult> {
  const url = String(connector.config.url ?? '');
  const next = new Date(now.getTime() + connector.pollIntervalMinutes * 60_000).toISOString();
  const fail = (error: string, statusCode = 0): PollResult => {
    db.update(connectors)
      .set({ status: 'failing', lastError: error, lastRunAt: now.toISOString(), nextRunAt: next })
      .where(eq(connectors.id, connector.id))
      .run();
    recordDelivery(db, connector.id, { outcome: 'failed', statusCode, error });
    return { connectorId: connector.id, status: 'failed', added: 0, error };
  };
  if (!/^https?:\/\//i.test(url))
    return fail('The feed address must start with http:// or https://');
  const headers: Record<string, string> = {
    accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5',
    'user-agent': 'Repute feed reader',
  };
  if (connector.etag) headers['if-none-match'] = connector.etag;
  if (connector.lastModified) headers['if-modified-since'] = connector.lastModified;
  let res: Response;
  try {
    res = await fetchFeed(url, headers, policy);
  } catch (error) {
    if (error instanceof FeedError) return fail(error.message);
    const cause =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return fail(`Could not reach the feed: ${cause}`);
  }
  if (res.status === 304) {
    db.update(connectors)
      .set({
        status: 'active',
        lastError: null,
        lastRunAt: now.toISOString(),
        lastSuccessAt: now.toISOString(),
        nextRunAt: next,
      })
      .where(eq(connectors.id, connector.id))
      .run();
    recordDelivery(db, connector.id, { outcome: 'accepted', statusCode: 304, rows: 0 });
    return { connectorId: connector.id, status: 'not_modified', added: 0 };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return fail(`The feed answered ${res.status} ${res.statusText}`.trim(), res.status);
  }
  let added = 0;
  try {
    const feed = parseFeed(await readLimited(res));
    const channel = (connector.config.channel as MentionChannel | undefined) ?? 'news';
    const rows: { row: number; values: RowValues }[] = feed.items
      .filter((item) => item.text || item.title)
      .map((item, i) => {
        const publishedAt = item.publishedAt ?? now.toISOString();
        return {
          row: i + 1,
          values: {
            published_at: publishedAt,
            date: publishedAt.slice(0, 10),
            channel,
            platform: null,
            outlet: feed.title,
            author: item.author,
            title: item.title,
            text: item.text || item.title || '',
            url: item.link,
            guid: item.guid ?? item.link,
            reach: 0,
            engagement: 0,
            region: null,
          },
        };
      });
    if (connector.datasetId && rows.length) {
      added = writeRows({
        db,
        customerId: connector.customerId,
        datasetId: connector.datasetId,
        kind: 'media',
        options: { scaleMin: 1, scaleMax: 7, dateFormat: 'dmy' },
        idPrefix: `rss-${connector.id}`,
        rows,
      });
    }
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), res.status);
  }
  db.update(connectors)
    .set({
      status: 'active',
      lastError: null,
      etag: res.headers.get('etag'),
      lastModified: res.headers.get('last-modified'),
      lastRunAt: now.toISOString(),
      lastSuccessAt: now.toISOString(),
      nextRunAt: next,
    })
    .where(eq(connectors.id, connector.id))
    .run();
  recordDelivery(db, connector.id, { outcome: 'accepted', statusCode: res.status, rows: added });
  return { connectorId: connector.id, status: 'updated', added };
}

/** Polls every active or failing feed that is due, one after another. */
export async function pollDueFeeds(
  db: Db,
  now = new Date(),
  policy: FeedPolicy = PUBLIC_ONLY,
): Promise<PollResult[]> {
  const due = db
    .select()
    .from(connectors)
    .where(
      and(
        eq(connectors.kind, 'rss'),
        inArray(connectors.status, ['active', 'failing']),
        or(isNull(connectors.nextRunAt), lte(connectors.nextRunAt, now.toISOString())),
      ),
    )
    .all();
  const results: PollResult[] = [];
  for (const connector of due) results.push(await pollFeed(db, connector, now, policy));
  return results;
}

/** The schedule: checks for due feeds every minute until stopped. */
export function startFeedScheduler(
  db: Db,
  policy: FeedPolicy,
  log: { error: (obj: object, msg: string) => void },
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pollDueFeeds(db, new Date(), policy)
      .catch((error: unknown) => log.error({ err: error }, 'feed polling failed'))
      .finally(() => {
        running = false;
      });
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
