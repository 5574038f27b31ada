/**
 * The analytics contract shared by the server procedures and the dashboards: the filter input,
 * the labels and thresholds, and the output shapes. See ANALYTICS.md for the methods.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- constants

/** The four RepTrak-style Pulse items; the overall score is their mean on 0-100. */
export const PULSE_ITEMS = ['trust', 'esteem', 'admiration', 'good_feeling'] as const;
export type PulseItem = (typeof PULSE_ITEMS)[number];
export const PULSE_LABELS: Record<PulseItem, string> = {
  trust: 'Trust',
  esteem: 'Esteem',
  admiration: 'Admiration',
  good_feeling: 'Good feeling',
};

/** The seven reputation dimensions. */
export const REPUTATION_DIMENSIONS = [
  'products_services',
  'innovation',
  'workplace',
  'governance',
  'citizenship',
  'leadership',
  'performance',
] as const;
export type ReputationDimension = (typeof REPUTATION_DIMENSIONS)[number];
export const DIMENSION_LABELS: Record<ReputationDimension, string> = {
  products_services: 'Products & Services',
  innovation: 'Innovation',
  workplace: 'Workplace',
  governance: 'Governance',
  citizenship: 'Citizenship',
  leadership: 'Leadership',
  performance: 'Performance',
};

/** Brand funnel stages in order; each is a share of the total base, nested. */
export const FUNNEL_STAGES = [
  'aware',
  'familiar',
  'would_consider',
  'prefer',
  'would_recommend',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_LABELS: Record<FunnelStage, string> = {
  aware: 'Aware',
  familiar: 'Familiar',
  would_consider: 'Would consider',
  prefer: 'Prefer',
  would_recommend: 'Would recommend',
};

/** Score bands (RepTrak's public ones), highest first; a score belongs to the first band it reaches. */
export const SCORE_BANDS = [
  { band: 'excellent', label: 'Excellent', min: 80 },
  { band: 'strong', label: 'Strong', min: 70 },
  { band: 'average', label: 'Average', min: 60 },
  { band: 'weak', label: 'Weak', min: 40 },
  { band: 'poor', label: 'Poor', min: -Infinity },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function scoreBand(score: number | null | undefined): ScoreBand | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  return (SCORE_BANDS.find((b) => score >= b.min) ?? SCORE_BANDS[4]).band;
}

/** Bases under this are suppressed (no figure shown). */
export const MIN_BASE = 30;
/** Bases under this are shown but flagged as a low base. */
export const LOW_BASE = 100;

/** The landing page's sample card keys; 'growth' is the Performance dimension (growth prospects). */
export const KPI_CARDS = [
  { key: 'overall', label: 'Overall' },
  { key: 'trust', label: 'Trust' },
  { key: 'innovation', label: 'Innovation' },
  { key: 'growth', label: 'Growth' },
] as const;
export type KpiCardKey = (typeof KPI_CARDS)[number]['key'];

export const SEGMENT_DIMENSIONS = ['age_band', 'gender', 'region', 'stakeholder_group'] as const;
export type SegmentDimension = (typeof SEGMENT_DIMENSIONS)[number];
export const SEGMENT_DIMENSION_LABELS: Record<SegmentDimension, string> = {
  age_band: 'Age',
  gender: 'Gender',
  region: 'Region',
  stakeholder_group: 'Stakeholder group',
};

export const STAKEHOLDER_LABELS: Record<string, string> = {
  customers: 'Customers',
  employees: 'Employees',
  investors: 'Investors',
  regulators: 'Regulators',
  media: 'Media',
  community: 'Community',
  suppliers: 'Suppliers',
  general_public: 'General public',
};

export const THEME_SOURCES = ['survey', 'media', 'all'] as const;
export type ThemeSource = (typeof THEME_SOURCES)[number];

export const EVENT_CATEGORIES = [
  'incident',
  'campaign',
  'product',
  'leadership',
  'financial',
  'regulatory',
  'award',
  'community',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Net sentiment formula used everywhere (stated on screen): (P - N) / (P + N + Neu) x 100. */
export const NET_SENTIMENT_FORMULA = '(positive − negative) / all mentions × 100';

// ---------------------------------------------------------------- inputs

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ZMonth = z.string().regex(MONTH_RE, 'Use a month as YYYY-MM');

export const ZSegmentFilter = z.object({
  dimension: z.enum(SEGMENT_DIMENSIONS),
  value: z.string().trim().min(1).max(100),
});

/** The filter every analytics procedure takes. Months are inclusive; `to` must not precede `from`. */
export const ZAnalyticsFilterSchema = z
  .object({
    /** Usually sent as the x-customer-id header; accepted here for REST callers. */
    customerId: z.coerce.number().int().positive().optional(),
    datasetId: z.coerce.number().int().positive().optional(),
    from: ZMonth.optional(),
    to: ZMonth.optional(),
    /** A brand name; defaults to the customer's own brand. */
    brand: z.string().trim().min(1).max(200).optional(),
    segment: ZSegmentFilter.optional(),
    /** Apply respondent weights (default true). */
    weighted: z.boolean().default(true),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The start month must not be after the end month',
    path: ['to'],
  });
export type TAnalyticsFilter = z.input<typeof ZAnalyticsFilterSchema>;
export type TAnalyticsFilterParsed = z.output<typeof ZAnalyticsFilterSchema>;

export const ZSegmentsInput = z.object({
  filter: ZAnalyticsFilterSchema,
  by: z.enum(SEGMENT_DIMENSIONS),
});

export const ZDriversInput = z.object({
  filter: ZAnalyticsFilterSchema,
  /** Drill-down: attributes of one dimension instead of the seven dimensions. */
  dimension: z.enum(REPUTATION_DIMENSIONS).optional(),
});

export const ZThemesInput = z.object({
  filter: ZAnalyticsFilterSchema,
  source: z.enum(THEME_SOURCES).default('all'),
  limit: z.number().int().min(1).max(50).default(12),
});

export const ZThemeTextsInput = z.object({
  filter: ZAnalyticsFilterSchema,
  source: z.enum(THEME_SOURCES).default('all'),
  theme: z.string().trim().min(1).max(100),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

export const ZDemographicsInput = z.object({
  filter: ZAnalyticsFilterSchema,
  by: z.enum(SEGMENT_DIMENSIONS).default('age_band'),
});

export const ZAddEventInput = z.object({
  customerId: z.coerce.number().int().positive().optional(),
  date: z.iso.date('Use a date as YYYY-MM-DD'),
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(2000).default(''),
  category: z.enum(EVENT_CATEGORIES),
  impact: z.number().int().min(-2).max(2).default(0),
  brand: z.string().trim().min(1).max(200).optional(),
});

export const ZDeleteEventInput = z.object({
  customerId: z.coerce.number().int().positive().optional(),
  id: z.number().int().positive(),
});

export const ZShareOfVoiceInput = z.object({
  filter: ZAnalyticsFilterSchema,
  basis: z.enum(['mentions', 'reach']).default('mentions'),
});

// ---------------------------------------------------------------- outputs

export interface DatasetRef {
  id: number;
  name: string;
  kind: string;
  updatedAt: string;
}

export interface Period {
  from: string;
  to: string;
}

/** A weighted estimate with its base. value/ci are null when suppressed (n < MIN_BASE). */
export interface Estimate {
  value: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Unweighted base. */
  n: number;
  /** Kish effective base the interval comes from. */
  nEff: number;
  suppressed: boolean;
  lowBase: boolean;
}

export interface ScoreEstimate extends Estimate {
  band: ScoreBand | null;
}

export interface Change {
  previous: number | null;
  delta: number | null;
  pValue: number | null;
  /** True only when the test rejects "no change" at 95%. */
  significant: boolean;
  test: 'welch-t' | 'two-proportion-z' | 'nps-z';
}

export interface ScoreKpi extends ScoreEstimate {
  key: string;
  label: string;
  change: Change | null;
}

export interface KpiCard extends ScoreKpi {
  key: KpiCardKey;
  /** Monthly values over the period (null where suppressed). */
  sparkline: { month: string; value: number | null }[];
}

export interface ReputationSummary {
  dataset: DatasetRef | null;
  brand: string | null;
  period: Period | null;
  previousPeriod: Period | null;
  overall: ScoreKpi | null;
  pulse: ScoreKpi[];
  dimensions: ScoreKpi[];
  cards: KpiCard[];
}

export interface MonthPoint {
  month: string;
  overall: ScoreEstimate;
  dimensions: Record<ReputationDimension, ScoreEstimate>;
}

export interface ReputationTrend {
  dataset: DatasetRef | null;
  brand: string | null;
  months: MonthPoint[];
}

export interface SegmentRow {
  value: string;
  label: string;
  overall: ScoreEstimate;
  dimensions: Record<ReputationDimension, ScoreEstimate>;
}

export interface ReputationSegments {
  dataset: DatasetRef | null;
  brand: string | null;
  by: SegmentDimension;
  period: Period | null;
  rows: SegmentRow[];
}

export interface DriverRow {
  key: string;
  label: string;
  /** Johnson's relative weight (part of R²). */
  rawWeight: number;
  /** Share of R² in percent; the shares sum to 100. */
  share: number;
  /** LMG (Shapley) share in percent, the check. */
  lmgShare: number | null;
  /** 95% percentile-bootstrap interval of the share (100 resamples); null under a base of 100. */
  shareCiLow: number | null;
  shareCiHigh: number | null;
  /** Standardized beta (what-if only). */
  beta: number;
  /** Mean on 0-100. */
  performance: number;
  quadrant: 'strength' | 'priority' | 'maintain' | 'secondary';
}

export interface DriversResult {
  dataset: DatasetRef | null;
  brand: string | null;
  level: 'dimensions' | 'attributes';
  dimension: ReputationDimension | null;
  n: number;
  rSquared: number | null;
  lmgRSquared: number | null;
  suppressed: boolean;
  /** Quadrant cut lines: mean share and mean performance. */
  importanceMid: number | null;
  performanceMid: number | null;
  drivers: DriverRow[];
}

export interface DriversByBrand {
  brands: {
    brand: string;
    isOwn: boolean;
    n: number;
    rSquared: number | null;
    shares: Record<string, number>;
  }[];
  keys: { key: string; label: string }[];
}

export interface ThemeQuote {
  id: number;
  source: 'survey' | 'media';
  date: string;
  text: string;
  sentiment: 'positive' | 'neutral' | 'negative';
}

export interface Theme {
  key: string;
  label: string;
  terms: string[];
  volume: number;
  /** Percent of all texts in scope. */
  share: number;
  /** (P - N) / all x 100. */
  netSentiment: number;
  positive: number;
  neutral: number;
  negative: number;
  trend: { month: string; count: number }[];
  trendDirection: 'up' | 'down' | 'flat';
  quotes: ThemeQuote[];
}

export interface ThemesResult {
  source: ThemeSource;
  totalTexts: number;
  themes: Theme[];
}

export interface ThemeTexts {
  theme: string;
  total: number;
  page: number;
  pageSize: number;
  items: (ThemeQuote & { brand: string | null; channel: string | null; outlet: string | null })[];
}

export interface FunnelStageRow {
  stage: FunnelStage;
  label: string;
  /** Percent of the total base. */
  share: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Percent of the previous stage (null for the first). */
  conversion: number | null;
}

export interface FunnelResult {
  dataset: DatasetRef | null;
  brands: {
    brand: string;
    isOwn: boolean;
    n: number;
    suppressed: boolean;
    stages: FunnelStageRow[];
  }[];
}

export interface ImageryResult {
  dataset: DatasetRef | null;
  attributes: string[];
  brands: { brand: string; isOwn: boolean; n: number; associations: Record<string, number> }[];
  ca: {
    totalInertia: number;
    axes: { inertia: number; share: number }[];
    rows: { label: string; x: number; y: number }[];
    columns: { label: string; x: number; y: number }[];
  } | null;
}

export interface DemographicsResult {
  dataset: DatasetRef | null;
  by: SegmentDimension;
  rows: {
    value: string;
    label: string;
    n: number;
    /** Weighted percent of the sample. */
    sampleShare: number;
    overall: ScoreEstimate;
    nps: Estimate;
    awareness: Estimate;
  }[];
}

export interface NpsResult {
  dataset: DatasetRef | null;
  brand: string | null;
  nps: Estimate;
  promoters: number | null;
  passives: number | null;
  detractors: number | null;
  change: Change | null;
  months: { month: string; nps: Estimate }[];
}

export interface ScorecardRow {
  key: string;
  label: string;
  kind: 'score' | 'percent' | 'nps';
  current: Estimate;
  band: ScoreBand | null;
  change: Change | null;
}

export interface ScorecardResult {
  dataset: DatasetRef | null;
  brand: string | null;
  period: Period | null;
  previousPeriod: Period | null;
  rows: ScorecardRow[];
}

export interface TimelineEventOut {
  id: number;
  date: string;
  title: string;
  description: string;
  category: string;
  impact: number;
  brand: string | null;
  /** 'data': from an events dataset; 'editor': added on the screen (deletable). */
  source: 'data' | 'editor';
}

export interface BrandTimelineResult {
  dataset: DatasetRef | null;
  brand: string | null;
  months: {
    month: string;
    overall: number | null;
    nps: number | null;
    awareness: number | null;
    consideration: number | null;
    n: number;
  }[];
  events: TimelineEventOut[];
}

export interface TimelineSeries {
  surveyDataset: DatasetRef | null;
  mediaDataset: DatasetRef | null;
  brand: string | null;
  months: {
    month: string;
    score: number | null;
    n: number;
    mentions: number;
    netSentiment: number | null;
    /** Robust z of log1p(mentions) against the previous months; null without history. */
    z: number | null;
    spike: boolean;
  }[];
  events: TimelineEventOut[];
}

export interface BenchmarkResult {
  dataset: DatasetRef | null;
  period: Period | null;
  brands: { brand: string; isOwn: boolean }[];
  kpis: {
    key: string;
    label: string;
    /** 'net': net sentiment of mentions (-100..100); share_of_voice is a 'percent' without a test. */
    kind: 'score' | 'percent' | 'nps' | 'net';
    values: {
      brand: string;
      isOwn: boolean;
      estimate: Estimate;
      rank: number | null;
      /** Own brand minus this brand; significant per the kind's test. */
      gapToOwn: number | null;
      significant: boolean;
    }[];
  }[];
}

export interface GeoResult {
  dataset: DatasetRef | null;
  mediaDataset: DatasetRef | null;
  rows: {
    region: string;
    overall: ScoreEstimate;
    rank: number | null;
    mentions: number;
    netSentiment: number | null;
  }[];
}

export interface StakeholderGroupsResult {
  dataset: DatasetRef | null;
  rows: SegmentRow[];
}

export interface RelationshipsResult {
  dataset: DatasetRef | null;
  /** importance: % familiar with the brand (closeness); sentiment: overall score 0-100. */
  groups: {
    group: string;
    label: string;
    /** Base of the importance (respondents asked about familiarity). */
    n: number;
    suppressed: boolean;
    importance: number | null;
    /** Base of the sentiment (respondents who rated the Pulse items): often smaller than n. */
    sentimentN: number;
    sentiment: number | null;
    nps: number | null;
  }[];
}

export interface ShareOfVoiceResult {
  dataset: DatasetRef | null;
  basis: 'mentions' | 'reach';
  brands: { brand: string; isOwn: boolean; mentions: number; reach: number; share: number }[];
  months: { month: string; shares: Record<string, number> }[];
}

export interface MediaSentimentResult {
  dataset: DatasetRef | null;
  formula: string;
  byChannel: MediaSentimentRow[];
  byPlatform: MediaSentimentRow[];
}

export interface MediaSentimentRow {
  key: string;
  total: number;
  positive: number;
  neutral: number;
  negative: number;
  netSentiment: number | null;
  reach: number;
  engagement: number;
  /** engagements / reach x 100. */
  engagementRate: number | null;
}

export interface MediaVolumeResult {
  dataset: DatasetRef | null;
  granularity: 'day' | 'month';
  points: {
    date: string;
    count: number;
    reach: number;
    netSentiment: number | null;
    z: number | null;
    ewma: number | null;
    ucl: number | null;
    lcl: number | null;
    spike: boolean;
  }[];
}
