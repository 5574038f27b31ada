/** Reputation scores: overall, Pulse items and dimensions by month, period and segment. */
import {
  DIMENSION_LABELS,
  KPI_CARDS,
  PULSE_ITEMS,
  PULSE_LABELS,
  REPUTATION_DIMENSIONS,
  SEGMENT_DIMENSION_LABELS,
  STAKEHOLDER_LABELS,
  type KpiCard,
  type MonthPoint,
  type ReputationDimension,
  type ReputationSegments,
  type ReputationSummary,
  type ReputationTrend,
  type ScoreEstimate,
  type ScoreKpi,
  type SegmentDimension,
  type SegmentRow,
} from '@repute/shared/analytics';
import { sql, type SQL } from 'drizzle-orm';
import { surveyResponses as s } from '../../../db/schema/index';
import type { WeightedSums } from '../math/weights';
import { cached } from './cache';
import {
  SCORE_MEASURES,
  addSums,
  emptySums,
  groupedSums,
  meanChange,
  readSums,
  toScoreEstimate,
  weightOf,
} from './measures';
import {
  SEGMENT_COLUMNS,
  addMonths,
  datasetRef,
  datasetVersion,
  inPeriod,
  monthRange,
  reportingPeriods,
  resolveScope,
  surveyBrandName,
  surveyWhere,
} from './scope';
import type { AnalyticsArgs } from './types';

export type MeasureSums = Record<string, WeightedSums>;

/** Sums of every score measure grouped by month (and optionally a segment column). */
export function scoreSumsByMonth(
  args: AnalyticsArgs,
  datasetId: number,
  period: { from: string; to: string },
  options: { brands?: 'own' | 'all'; groupBy?: SegmentDimension; byBrand?: boolean } = {},
): { month: string; group: string | null; brand: string; sums: MeasureSums }[] {
  const groups: Record<string, SQL> = { month: sql`substr(${s.date}, 1, 7)` };
  if (options.groupBy) groups.group = sql`${SEGMENT_COLUMNS[options.groupBy]}`;
  if (options.byBrand) groups.brand = sql`${s.brand}`;
  const rows = groupedSums(
    args.db,
    surveyWhere(args.customer.id, datasetId, args.filter, {
      period,
      brands: options.brands ?? 'own',
      ignoreSegment: !!options.groupBy,
    }),
    groups,
    Object.fromEntries(SCORE_MEASURES.map((m) => [m.key, m.expr])),
    weightOf(args.filter.weighted),
  );
  return rows.map((row) => ({
    month: String(row.month),
    group: row.group === null || row.group === undefined ? null : String(row.group),
    brand: String(row.brand ?? ''),
    sums: Object.fromEntries(SCORE_MEASURES.map((m) => [m.key, readSums(row, m.key)])),
  }));
}

export function combine(rows: { sums: MeasureSums }[]): MeasureSums {
  const out: MeasureSums = Object.fromEntries(SCORE_MEASURES.map((m) => [m.key, emptySums()]));
  for (const row of rows)
    for (const m of SCORE_MEASURES)
      out[m.key] = addSums(out[m.key] ?? emptySums(), row.sums[m.key] ?? emptySums());
  return out;
}

const labelOf = (key: string) => SCORE_MEASURES.find((m) => m.key === key)?.label ?? key;

function kpi(key: string, current: MeasureSums, previous: MeasureSums | null): ScoreKpi {
  const now = current[key] ?? emptySums();
  return {
    key,
    label: labelOf(key),
    ...toScoreEstimate(now),
    change: previous ? meanChange(now, previous[key] ?? emptySums()) : null,
  };
}

const CARD_MEASURE: Record<(typeof KPI_CARDS)[number]['key'], string> = {
  overall: 'overall',
  trust: 'trust',
  innovation: 'innovation',
  growth: 'performance',
};

export function summary(args: AnalyticsArgs): ReputationSummary {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.survey;
  return cached(args.customer.id, ['summary', datasetVersion(dataset), args.filter], () => {
    const periods = reportingPeriods(dataset, args.filter);
    if (!dataset || !periods) {
      return {
        dataset: datasetRef(dataset),
        brand: null,
        period: null,
        previousPeriod: null,
        overall: null,
        pulse: [],
        dimensions: [],
        cards: [],
      };
    }
    const sparkFrom = addMonths(periods.current.to, -11);
    const from = periods.previous.from < sparkFrom ? periods.previous.from : sparkFrom;
    const months = scoreSumsByMonth(args, dataset.id, { from, to: periods.current.to });
    const current = combine(months.filter((m) => inPeriod(m.month, periods.current)));
    const previous = combine(months.filter((m) => inPeriod(m.month, periods.previous)));
    const sparkMonths = months
      .filter((m) => m.month >= sparkFrom)
      .sort((a, b) => a.month.localeCompare(b.month));
    const cards: KpiCard[] = KPI_CARDS.map((card) => {
      const measure = CARD_MEASURE[card.key];
      return {
        ...kpi(measure, current, previous),
        key: card.key,
        label: card.label,
        sparkline: sparkMonths.map((m) => ({
          month: m.month,
          value: toScoreEstimate(m.sums[measure] ?? emptySums()).value,
        })),
      };
    });
    return {
      dataset: datasetRef(dataset),
      brand: surveyBrandName(args.db, args.customer.id, dataset.id, args.filter),
      period: periods.current,
      previousPeriod: periods.previous,
      overall: kpi('overall', current, previous),
      pulse: PULSE_ITEMS.map((k) => ({ ...kpi(k, current, previous), label: PULSE_LABELS[k] })),
      dimensions: REPUTATION_DIMENSIONS.map((k) => ({
        ...kpi(k, current, previous),
        label: DIMENSION_LABELS[k],
      })),
      cards,
    };
  });
}

function dimensionEstimates(sums: MeasureSums): Record<ReputationDimension, ScoreEstimate> {
  return Object.fromEntries(
    REPUTATION_DIMENSIONS.map((k) => [k, toScoreEstimate(sums[k] ?? emptySums())]),
  ) as Record<ReputationDimension, ScoreEstimate>;
}

export function trend(args: AnalyticsArgs): ReputationTrend {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.survey;
  return cached(args.customer.id, ['trend', datasetVersion(dataset), args.filter], () => {
    const range = monthRange(dataset, args.filter);
    if (!dataset || !range) return { dataset: datasetRef(dataset), brand: null, months: [] };
    const rows = scoreSumsByMonth(args, dataset.id, range).sort((a, b) =>
      a.month.localeCompare(b.month),
    );
    const months: MonthPoint[] = rows.map((r) => ({
      month: r.month,
      overall: toScoreEstimate(r.sums.overall ?? emptySums()),
      dimensions: dimensionEstimates(r.sums),
    }));
    return {
      dataset: datasetRef(dataset),
      brand: surveyBrandName(args.db, args.customer.id, dataset.id, args.filter),
      months,
    };
  });
}

export function segmentLabel(by: SegmentDimension, value: string): string {
  if (by === 'stakeholder_group') return STAKEHOLDER_LABELS[value] ?? value;
  if (by === 'gender') return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

/** Segment rows over the reporting period; bases under 30 are suppressed inside toScoreEstimate. */
export function segmentRows(
  args: AnalyticsArgs,
  datasetId: number,
  period: { from: string; to: string },
  by: SegmentDimension,
): SegmentRow[] {
  const rows = scoreSumsByMonth(args, datasetId, period, { groupBy: by });
  const byValue = new Map<string, { sums: MeasureSums }[]>();
  for (const row of rows) {
    if (row.group === null) continue;
    byValue.set(row.group, [...(byValue.get(row.group) ?? []), row]);
  }
  return [...byValue.entries()]
    .map(([value, list]) => {
      const sums = combine(list);
      return {
        value,
        label: segmentLabel(by, value),
        overall: toScoreEstimate(sums.overall ?? emptySums()),
        dimensions: dimensionEstimates(sums),
      };
    })
    .sort((a, b) => a.value.localeCompare(b.value));
}

export function segments(args: AnalyticsArgs & { by: SegmentDimension }): ReputationSegments {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.survey;
  return cached(
    args.customer.id,
    ['segments', datasetVersion(dataset), args.filter, args.by],
    () => {
      const periods = reportingPeriods(dataset, args.filter);
      if (!dataset || !periods)
        return { dataset: datasetRef(dataset), brand: null, by: args.by, period: null, rows: [] };
      return {
        dataset: datasetRef(dataset),
        brand: surveyBrandName(args.db, args.customer.id, dataset.id, args.filter),
        by: args.by,
        period: periods.current,
        rows: segmentRows(args, dataset.id, periods.current, args.by),
      };
    },
  );
}

export { SEGMENT_DIMENSION_LABELS };
