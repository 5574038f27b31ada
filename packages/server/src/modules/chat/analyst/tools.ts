/**
 * The one door from the assistants to the analytics services. The embedded analyst calls the
 * typed functions; the language model calls the same functions through ANALYST_TOOLS. No figure
 * reaches an answer any other way.
 */
import {
  REPUTATION_DIMENSIONS,
  SEGMENT_DIMENSIONS,
  THEME_SOURCES,
  ZAnalyticsFilterSchema,
  type ReputationDimension,
  type SegmentDimension,
  type TAnalyticsFilterParsed,
  type ThemeSource,
} from '@repute/shared/analytics';
import { z } from 'zod';
import * as benchmarkService from '../../analytics/services/benchmark';
import * as brandService from '../../analytics/services/brand';
import * as driversService from '../../analytics/services/drivers';
import * as mediaService from '../../analytics/services/media';
import * as reputationService from '../../analytics/services/reputation';
import * as stakeholdersService from '../../analytics/services/stakeholders';
import * as themesService from '../../analytics/services/themes';
import * as timelineService from '../../analytics/services/timeline';
import { reportingPeriods } from '../../analytics/services/scope';
import { listChatDatasets } from '../context';
import type { AnalystTool, ToolContext } from '../tool-types';

/** The filter an assistant may set: months (inclusive) and a brand; the rest is the default. */
export interface ToolQuery {
  from?: string | undefined;
  to?: string | undefined;
  brand?: string | undefined;
}

function filterOf(query: ToolQuery): TAnalyticsFilterParsed {
  return ZAnalyticsFilterSchema.parse({
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.brand ? { brand: query.brand } : {}),
  });
}

function args(ctx: ToolContext, query: ToolQuery) {
  return { db: ctx.db, customer: ctx.customer, filter: filterOf(query) };
}

/** Tests watch every service result an answer was built from (see the evaluation set). */
let recorder: ((result: unknown) => void) | null = null;
export function recordAnalytics(listener: ((result: unknown) => void) | null): void {
  recorder = listener;
}

const recorded =
  <A extends unknown[], R>(fn: (...a: A) => R) =>
  (...a: A): R => {
    const result = fn(...a);
    recorder?.(result);
    return result;
  };

export const analytics = {
  datasets: recorded((ctx: ToolContext) => listChatDatasets(ctx.db, ctx.customer.id)),
  summary: recorded((ctx: ToolContext, q: ToolQuery = {}) =>
    reputationService.summary(args(ctx, q)),
  ),
  trend: recorded((ctx: ToolContext, q: ToolQuery = {}) => reputationService.trend(args(ctx, q))),
  segments: recorded((ctx: ToolContext, by: SegmentDimension, q: ToolQuery = {}) =>
    reputationService.segments({ ...args(ctx, q), by }),
  ),
  drivers: recorded((ctx: ToolContext, q: ToolQuery = {}, dimension?: ReputationDimension) =>
    driversService.drivers({ ...args(ctx, q), dimension }),
  ),
  themes: recorded(
    (ctx: ToolContext, q: ToolQuery = {}, source: ThemeSource = 'all', limit: number = 12) =>
      themesService.listThemes({ ...args(ctx, q), source, limit }),
  ),
  shareOfVoice: recorded(
    (ctx: ToolContext, q: ToolQuery = {}, basis: 'mentions' | 'reach' = 'mentions') =>
      mediaService.shareOfVoice({ ...args(ctx, q), basis }),
  ),
  mediaSentiment: recorded((ctx: ToolContext, q: ToolQuery = {}) =>
    mediaService.sentiment(args(ctx, q)),
  ),
  mediaVolume: recorded((ctx: ToolContext, q: ToolQuery = {}) => mediaService.volume(args(ctx, q))),
  nps: recorded((ctx: ToolContext, q: ToolQuery = {}) => brandService.nps(args(ctx, q))),
  funnel: recorded((ctx: ToolContext, q: ToolQuery = {}) => brandService.funnel(args(ctx, q))),
  imagery: recorded((ctx: ToolContext, q: ToolQuery = {}) => brandService.imagery(args(ctx, q))),
  benchmark: recorded((ctx: ToolContext, q: ToolQuery = {}) =>
    benchmarkService.benchmark(args(ctx, q)),
  ),
  stakeholders: recorded((ctx: ToolContext, q: ToolQuery = {}) =>
    stakeholdersService.groups(args(ctx, q)),
  ),
  relationships: recorded((ctx: ToolContext, q: ToolQuery = {}) =>
    stakeholdersService.relationships(args(ctx, q)),
  ),
  timeline: recorded((ctx: ToolContext, q: ToolQuery = {}) => timelineService.series(args(ctx, q))),
  /**
   * The reporting period (and the one before) a service used for this dataset and filter, for
   * results that do not carry it themselves (NPS, stakeholder groups): the analytics' own rule.
   */
  reportingPeriods: recorded(
    (ctx: ToolContext, datasetId: number | undefined, q: ToolQuery = {}) => {
      const d = listChatDatasets(ctx.db, ctx.customer.id).find((x) => x.id === datasetId);
      return d ? reportingPeriods({ timeFrom: d.from, timeTo: d.to }, filterOf(q)) : null;
    },
  ),
};

// ---------------------------------------------------------------- tools for the model

const MONTH = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' };
const PERIOD_PROPS = {
  from: { ...MONTH, description: 'First month, YYYY-MM (inclusive). Omit for the default period.' },
  to: { ...MONTH, description: 'Last month, YYYY-MM (inclusive).' },
};
const BRAND_PROP = {
  brand: { type: 'string', description: "A competitor's name; omit for the customer's own brand." },
};

const ZToolQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  brand: z.string().min(1).max(200).optional(),
});

function query(raw: Record<string, unknown>): ToolQuery {
  return ZToolQuery.parse(raw);
}

function tool(
  name: string,
  description: string,
  extra: Record<string, unknown>,
  run: (ctx: ToolContext, raw: Record<string, unknown>) => unknown,
  required: string[] = [],
): AnalystTool {
  return {
    name,
    description,
    parameters: {
      type: 'object',
      properties: { ...PERIOD_PROPS, ...extra },
      required,
      additionalProperties: false,
    },
    run,
  };
}

/** Sparklines and quotes are for screens; the model gets the figures without the bulk. */
function withoutCards<T extends { cards?: unknown }>(value: T): Omit<T, 'cards'> {
  const { cards: _cards, ...rest } = value;
  void _cards;
  return rest;
}

export const ANALYST_TOOLS: readonly AnalystTool[] = [
  {
    name: 'list_datasets',
    description:
      "The customer's datasets: id, name, kind (survey, media, social, ...), first and last date, rows.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
    run: (ctx) => analytics.datasets(ctx),
  },
  tool(
    'reputation_summary',
    'Overall reputation score (0-100), the four Pulse items (trust, esteem, admiration, good feeling) and the seven dimensions for a period, each with band, base and change vs the previous period (significance at 95%).',
    BRAND_PROP,
    (ctx, raw) => withoutCards(analytics.summary(ctx, query(raw))),
  ),
  tool(
    'reputation_trend',
    'Monthly overall score and the seven dimension scores.',
    BRAND_PROP,
    (ctx, raw) => analytics.trend(ctx, query(raw)),
  ),
  tool(
    'reputation_segments',
    'Overall and dimension scores per segment (age band, gender, region or stakeholder group); bases under 30 are suppressed.',
    { by: { type: 'string', enum: [...SEGMENT_DIMENSIONS] } },
    (ctx, raw) =>
      analytics.segments(
        ctx,
        z.enum(SEGMENT_DIMENSIONS).parse(raw.by),
        query({ ...raw, by: undefined }),
      ),
    ['by'],
  ),
  tool(
    'key_drivers',
    "Key drivers of the overall score: Johnson's relative weights as shares of R² (sum 100), performance (0-100) and quadrant; with `dimension`, that dimension's attributes.",
    { dimension: { type: 'string', enum: [...REPUTATION_DIMENSIONS] } },
    (ctx, raw) =>
      analytics.drivers(
        ctx,
        query({ ...raw, dimension: undefined }),
        raw.dimension === undefined
          ? undefined
          : z.enum(REPUTATION_DIMENSIONS).parse(raw.dimension),
      ),
  ),
  tool(
    'themes',
    'Themes in survey comments and media texts: volume, share, net sentiment, trend direction and quotes.',
    {
      source: { type: 'string', enum: [...THEME_SOURCES] },
      limit: { type: 'integer', minimum: 1, maximum: 20 },
    },
    (ctx, raw) => {
      const source = raw.source === undefined ? 'all' : z.enum(THEME_SOURCES).parse(raw.source);
      const limit = raw.limit === undefined ? 10 : z.number().int().min(1).max(20).parse(raw.limit);
      const result = analytics.themes(
        ctx,
        query({ ...raw, source: undefined, limit: undefined }),
        source,
        limit,
      );
      return {
        ...result,
        themes: result.themes.map((t) => ({ ...t, quotes: t.quotes.slice(0, 2) })),
      };
    },
  ),
  tool(
    'media_share_of_voice',
    'Share of voice of the brand and its competitors in media and social mentions (by mentions or reach).',
    { basis: { type: 'string', enum: ['mentions', 'reach'] } },
    (ctx, raw) =>
      analytics.shareOfVoice(
        ctx,
        query({ ...raw, basis: undefined }),
        raw.basis === 'reach' ? 'reach' : 'mentions',
      ),
  ),
  tool(
    'media_sentiment',
    'Mention counts, net sentiment, reach, engagement and engagement rate by channel (news, blog, forum, review, social) and by social platform.',
    {},
    (ctx, raw) => analytics.mediaSentiment(ctx, query(raw)),
  ),
  tool('media_volume', 'Mention volume over time with net sentiment and spikes.', {}, (ctx, raw) =>
    analytics.mediaVolume(ctx, query(raw)),
  ),
  tool(
    'nps',
    'Net Promoter Score with promoters, passives, detractors, change and monthly values.',
    BRAND_PROP,
    (ctx, raw) => analytics.nps(ctx, query(raw)),
  ),
  tool(
    'brand_funnel',
    'The brand funnel (aware, familiar, would consider, prefer, would recommend) for the brand and each competitor: stage shares with intervals and conversion from the stage before.',
    {},
    (ctx, raw) => analytics.funnel(ctx, query(raw)),
  ),
  tool(
    'brand_imagery',
    'Brand imagery: the share of each brand’s respondents associating it with each attribute, and the correspondence-analysis map.',
    {},
    (ctx, raw) => analytics.imagery(ctx, query(raw)),
  ),
  tool(
    'competitor_benchmark',
    'Every KPI for the brand and each competitor, with rank and the gap to the own brand.',
    {},
    (ctx, raw) => analytics.benchmark(ctx, query(raw)),
  ),
  tool(
    'stakeholder_groups',
    'Overall and dimension scores per stakeholder group (customers, employees, investors, ...).',
    {},
    (ctx, raw) => analytics.stakeholders(ctx, query(raw)),
  ),
  tool(
    'timeline',
    'Monthly score and mention volume with spikes and the events (incidents, campaigns, ...) that happened.',
    {},
    (ctx, raw) => analytics.timeline(ctx, query(raw)),
  ),
];
