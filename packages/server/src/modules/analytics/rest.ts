/**
 * REST compatibility paths (SPEC section 4 invalidates caches under these prefixes): thin
 * adapters that turn query strings into the procedures' inputs and call them through a
 * server-side caller, so validation and access rules are the procedures' own.
 *
 * Common query: customerId (or the x-customer-id header), datasetId, from, to (YYYY-MM), brand,
 * segment=<age_band|gender|region|stakeholder_group>:<value>, weighted=true|false.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restRoute } from '../../lib/rest';
import { warmDashboardsSoon, type WarmHandle } from './services/warm';

type Query = Record<string, string | undefined>;

function queryOf(req: FastifyRequest): Query {
  const raw = (req.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [
      k,
      Array.isArray(v) ? String(v[0]) : v === undefined ? undefined : String(v),
    ]),
  );
}

const num = (v: string | undefined) =>
  v === undefined || v === '' ? undefined : /^\d+$/.test(v) ? Number(v) : v;
const bool = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v === 'true' || v === '1'
      ? true
      : v === 'false' || v === '0'
        ? false
        : v;

/** The filter object from the query; values that do not parse are passed on so zod rejects them. */
export function filterFromQuery(q: Query): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (q.customerId !== undefined) filter.customerId = num(q.customerId);
  if (q.datasetId !== undefined) filter.datasetId = num(q.datasetId);
  if (q.from) filter.from = q.from;
  if (q.to) filter.to = q.to;
  if (q.brand) filter.brand = q.brand;
  if (q.segment) {
    const at = q.segment.indexOf(':');
    filter.segment =
      at > 0 ? { dimension: q.segment.slice(0, at), value: q.segment.slice(at + 1) } : q.segment;
  }
  if (q.weighted !== undefined) filter.weighted = bool(q.weighted);
  return filter;
}

export async function registerAnalyticsRest(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  if (config.NODE_ENV !== 'test') {
    let warm: WarmHandle | null = null;
    app.addHook('onReady', async () => {
      warm = warmDashboardsSoon(db, app.log);
    });
    app.addHook('onClose', async () => warm?.stop());
  }
  const get = (
    url: string,
    run: (
      caller: Parameters<Parameters<typeof restRoute>[2]>[0],
      q: Query,
      req: FastifyRequest,
    ) => Promise<unknown>,
  ) =>
    app.get(
      url,
      restRoute(db, config, (caller, req) => run(caller, queryOf(req), req)),
    );
  const nested = (q: Query, extra: Record<string, unknown> = {}) =>
    ({ customerId: num(q.customerId), filter: filterFromQuery(q), ...extra }) as never;
  const flat = (q: Query) => filterFromQuery(q) as never;
  const a = (c: Parameters<Parameters<typeof restRoute>[2]>[0]) => c.analytics;

  // Reputation
  get('/api/reputation/summary', (c, q) => a(c).reputation.summary(flat(q)));
  get('/api/reputation/kpis', (c, q) => a(c).reputation.kpis(flat(q)));
  get('/api/reputation/trend', (c, q) => a(c).reputation.trend(flat(q)));
  get('/api/reputation/dimensions', (c, q) => a(c).reputation.dimensions(flat(q)));
  get('/api/reputation/segments', (c, q) => a(c).reputation.segments(nested(q, { by: q.by })));
  get('/api/reputation/drivers', (c, q) =>
    a(c).drivers.get(nested(q, { dimension: q.dimension || undefined })),
  );
  get('/api/reputation/drivers/by-brand', (c, q) =>
    a(c).drivers.byBrand(nested(q, { dimension: q.dimension || undefined })),
  );
  get('/api/reputation/timeline', (c, q) => a(c).timeline.series(flat(q)));
  get('/api/reputation/benchmark', (c, q) => a(c).benchmark.kpis(flat(q)));
  get('/api/reputation/media/share-of-voice', (c, q) =>
    a(c).media.shareOfVoice(nested(q, { basis: q.basis || undefined })),
  );
  get('/api/reputation/media/sentiment', (c, q) => a(c).media.sentiment(flat(q)));
  get('/api/reputation/media/volume', (c, q) => a(c).media.volume(flat(q)));
  app.post(
    '/api/reputation/timeline/events',
    restRoute(db, config, (caller, req) =>
      caller.analytics.timeline.addEvent({
        ...(req.body as object),
        customerId: num(queryOf(req).customerId),
      } as never),
    ),
  );
  app.delete(
    '/api/reputation/timeline/events/:id',
    restRoute(db, config, (caller, req) =>
      caller.analytics.timeline.deleteEvent({
        id: num((req.params as { id: string }).id),
        customerId: num(queryOf(req).customerId),
      } as never),
    ),
  );

  // Themes
  get('/api/themes', (c, q) =>
    a(c).themes.list(nested(q, { source: q.source || undefined, limit: num(q.limit) })),
  );
  get('/api/themes/:theme/texts', (c, q, req) =>
    a(c).themes.texts(
      nested(q, {
        source: q.source || undefined,
        theme: (req.params as { theme: string }).theme,
        page: num(q.page),
        pageSize: num(q.pageSize),
      }),
    ),
  );

  // Brand tracking
  get('/api/brand-tracking/funnel', (c, q) => a(c).brand.funnel(flat(q)));
  get('/api/brand-tracking/imagery', (c, q) => a(c).brand.imagery(flat(q)));
  get('/api/brand-tracking/nps', (c, q) => a(c).brand.nps(flat(q)));
  get('/api/brand-tracking/scorecard', (c, q) => a(c).brand.scorecard(flat(q)));
  get('/api/brand-tracking/timeline', (c, q) => a(c).brand.timeline(flat(q)));

  // Demographics
  get('/api/demographics', (c, q) => a(c).brand.demographics(nested(q, { by: q.by || undefined })));

  // Perceptions: stakeholders, relationships, regions
  get('/api/perceptions/stakeholders', (c, q) => a(c).stakeholders.groups(flat(q)));
  get('/api/perceptions/relationships', (c, q) => a(c).stakeholders.relationships(flat(q)));
  get('/api/perceptions/regions', (c, q) => a(c).geo.regions(flat(q)));
}
