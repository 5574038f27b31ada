/**
 * Analytics procedures. Every one is customer-scoped (x-customer-id header or customerId input)
 * and takes ZAnalyticsFilterSchema (datasetId?, from?/to? YYYY-MM, brand?, segment?, weighted?)
 * as `filter` (or as the whole input). Shapes live in @repute/shared/analytics.
 *
 * reputation.summary(filter)            -> ReputationSummary: overall, 4 pulse items, 7 dimensions
 *                                          for the period with CI, band, base, change vs previous
 *                                          period (Welch), and the 4 landing-style KPI cards.
 * reputation.kpis(filter)               -> KpiCard[] (overall, trust, innovation, growth).
 * reputation.trend(filter)              -> ReputationTrend: overall + dimensions by month.
 * reputation.dimensions(filter)         -> ScoreKpi[]: the seven dimensions for the period.
 * reputation.segments({filter, by})     -> ReputationSegments: per segment value, suppressed < 30.
 * drivers.get({filter, dimension?})     -> DriversResult: Johnson relative weights (LMG check),
 *                                          R², shares summing to 100, quadrant; `dimension`
 *                                          drills into that dimension's attributes.
 * drivers.byBrand({filter, dimension?}) -> DriversByBrand: driver shares per brand (competitors).
 * themes.list({filter, source, limit})  -> ThemesResult: themes with volume, share, net
 *                                          sentiment, trend, quotes (source survey|media|all).
 * themes.texts({filter, source, theme, page, pageSize}) -> ThemeTexts: drill-down texts.
 * brand.funnel(filter)                  -> FunnelResult: stage shares + conversion per brand.
 * brand.imagery(filter)                 -> ImageryResult: brand x attribute %, CA map.
 * brand.demographics({filter, by})      -> DemographicsResult.
 * brand.nps(filter)                     -> NpsResult: NPS with CI, change (z), by month.
 * brand.scorecard(filter)               -> ScorecardResult: every KPI, change, significance.
 * brand.timeline(filter)                -> BrandTimelineResult: monthly KPIs + events.
 * timeline.series(filter)               -> TimelineSeries: score + mention volume by month,
 *                                          spikes, events (data and editor).
 * timeline.addEvent(ZAddEventInput)     -> TimelineEventOut (editor role).
 * timeline.deleteEvent({id})            -> { deleted: true } (editor role; editor events only).
 * benchmark.kpis(filter)                -> BenchmarkResult: every survey KPI plus share of voice and
 *                                          net sentiment for every brand: rank, gap, its test.
 * geo.regions(filter)                   -> GeoResult: score and media by region, ranked.
 * stakeholders.groups(filter)           -> StakeholderGroupsResult.
 * stakeholders.relationships(filter)    -> RelationshipsResult: importance x sentiment.
 * media.shareOfVoice({filter, basis})   -> ShareOfVoiceResult.
 * media.sentiment(filter)               -> MediaSentimentResult: by channel and platform.
 * media.volume(filter)                  -> MediaVolumeResult: daily/monthly volume, EWMA, spikes.
 */
import {
  ZAddEventInput,
  ZAnalyticsFilterSchema,
  ZDeleteEventInput,
  ZDemographicsInput,
  ZDriversInput,
  ZSegmentsInput,
  ZShareOfVoiceInput,
  ZThemesInput,
  ZThemeTextsInput,
} from '@repute/shared/analytics';
import { customerEditorProcedure, customerProcedure, router } from '../../trpc/trpc';
import * as benchmark from './services/benchmark';
import * as brand from './services/brand';
import * as drivers from './services/drivers';
import * as geo from './services/geo';
import * as media from './services/media';
import * as reputation from './services/reputation';
import * as stakeholders from './services/stakeholders';
import * as themes from './services/themes';
import * as timeline from './services/timeline';

const filtered = customerProcedure.input(ZAnalyticsFilterSchema);

const reputationRouter = router({
  summary: filtered.query(({ ctx, input }) =>
    reputation.summary({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  kpis: filtered.query(
    ({ ctx, input }) =>
      reputation.summary({ db: ctx.db, customer: ctx.customer, filter: input }).cards,
  ),
  trend: filtered.query(({ ctx, input }) =>
    reputation.trend({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  dimensions: filtered.query(
    ({ ctx, input }) =>
      reputation.summary({ db: ctx.db, customer: ctx.customer, filter: input }).dimensions,
  ),
  segments: customerProcedure.input(ZSegmentsInput).query(({ ctx, input }) =>
    reputation.segments({
      db: ctx.db,
      customer: ctx.customer,
      filter: input.filter,
      by: input.by,
    }),
  ),
});

const driversRouter = router({
  get: customerProcedure
    .input(ZDriversInput)
    .query(({ ctx, input }) => drivers.drivers({ db: ctx.db, customer: ctx.customer, ...input })),
  byBrand: customerProcedure
    .input(ZDriversInput)
    .query(({ ctx, input }) =>
      drivers.driversByBrand({ db: ctx.db, customer: ctx.customer, ...input }),
    ),
});

const themesRouter = router({
  list: customerProcedure
    .input(ZThemesInput)
    .query(({ ctx, input }) => themes.listThemes({ db: ctx.db, customer: ctx.customer, ...input })),
  texts: customerProcedure
    .input(ZThemeTextsInput)
    .query(({ ctx, input }) => themes.themeTexts({ db: ctx.db, customer: ctx.customer, ...input })),
});

const brandRouter = router({
  funnel: filtered.query(({ ctx, input }) =>
    brand.funnel({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  imagery: filtered.query(({ ctx, input }) =>
    brand.imagery({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  demographics: customerProcedure
    .input(ZDemographicsInput)
    .query(({ ctx, input }) =>
      brand.demographics({ db: ctx.db, customer: ctx.customer, ...input }),
    ),
  nps: filtered.query(({ ctx, input }) =>
    brand.nps({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  scorecard: filtered.query(({ ctx, input }) =>
    brand.scorecard({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  timeline: filtered.query(({ ctx, input }) =>
    brand.brandTimeline({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
});

const timelineRouter = router({
  series: filtered.query(({ ctx, input }) =>
    timeline.series({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  addEvent: customerEditorProcedure
    .input(ZAddEventInput)
    .mutation(({ ctx, input }) =>
      timeline.addEvent({ db: ctx.db, customer: ctx.customer, userId: ctx.user.id, input }),
    ),
  deleteEvent: customerEditorProcedure
    .input(ZDeleteEventInput)
    .mutation(({ ctx, input }) =>
      timeline.deleteEvent({ db: ctx.db, customer: ctx.customer, id: input.id }),
    ),
});

const benchmarkRouter = router({
  kpis: filtered.query(({ ctx, input }) =>
    benchmark.benchmark({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
});

const geoRouter = router({
  regions: filtered.query(({ ctx, input }) =>
    geo.regions({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
});

const stakeholdersRouter = router({
  groups: filtered.query(({ ctx, input }) =>
    stakeholders.groups({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  relationships: filtered.query(({ ctx, input }) =>
    stakeholders.relationships({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
});

const mediaRouter = router({
  shareOfVoice: customerProcedure
    .input(ZShareOfVoiceInput)
    .query(({ ctx, input }) =>
      media.shareOfVoice({ db: ctx.db, customer: ctx.customer, ...input }),
    ),
  sentiment: filtered.query(({ ctx, input }) =>
    media.sentiment({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
  volume: filtered.query(({ ctx, input }) =>
    media.volume({ db: ctx.db, customer: ctx.customer, filter: input }),
  ),
});

export const analyticsRouter = router({
  reputation: reputationRouter,
  drivers: driversRouter,
  themes: themesRouter,
  brand: brandRouter,
  timeline: timelineRouter,
  benchmark: benchmarkRouter,
  geo: geoRouter,
  stakeholders: stakeholdersRouter,
  media: mediaRouter,
});
