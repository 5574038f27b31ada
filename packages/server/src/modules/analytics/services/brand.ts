/** Brand tracking: funnel, imagery with its CA map, demographics, NPS, scorecard, timeline. */
import {
  FUNNEL_LABELS,
  FUNNEL_STAGES,
  MIN_BASE,
  type BrandTimelineResult,
  type DemographicsResult,
  type FunnelResult,
  type ImageryResult,
  type NpsResult,
  type ScorecardResult,
  type ScorecardRow,
  type SegmentDimension,
} from '@repute/shared/analytics';
import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import { surveyResponses as s } from '../../../db/schema/index';
import { correspondenceAnalysis } from '../math/ca';
import type { WeightedSums } from '../math/weights';
import { cached } from './cache';
import {
  SCORE_MEASURES,
  addNps,
  addSums,
  emptyNps,
  emptySums,
  detractor,
  funnelIndicator,
  groupedSums,
  meanChange,
  npsChange,
  npsEstimate,
  promoter,
  proportionChange,
  readNps,
  readSums,
  suppressedEstimate,
  toEstimate,
  toScoreEstimate,
  weightOf,
  type NpsSums,
} from './measures';
import { segmentLabel } from './reputation';
import {
  SEGMENT_COLUMNS,
  datasetRef,
  datasetVersion,
  inPeriod,
  monthRange,
  reportingPeriods,
  resolveScope,
  surveyBrandName,
  surveyBrands,
  surveyWhere,
} from './scope';
import { eventsFor } from './timeline';
import type { AnalyticsArgs } from './types';

interface KpiSums {
  month: string;
  brand: string;
  group: string | null;
  scores: Record<string, WeightedSums>;
  stages: Record<string, WeightedSums>;
  nps: NpsSums;
}

/** Every KPI's sums grouped by month (and brand / segment when asked) in one pass. */
export function kpiSums(
  args: AnalyticsArgs,
  datasetId: number,
  period: { from: string; to: string },
  options: { byBrand?: boolean; groupBy?: SegmentDimension } = {},
): KpiSums[] {
  const groups: Record<string, SQL> = { month: sql`substr(${s.date}, 1, 7)` };
  if (options.byBrand) groups.brand = sql`${s.brand}`;
  if (options.groupBy) groups.group = sql`${SEGMENT_COLUMNS[options.groupBy]}`;
  const rows = groupedSums(
    args.db,
    surveyWhere(args.customer.id, datasetId, args.filter, {
      period,
      brands: options.byBrand ? 'all' : 'own',
      ignoreSegment: !!options.groupBy,
    }),
    groups,
    {
      ...Object.fromEntries(SCORE_MEASURES.map((m) => [m.key, m.expr])),
      ...Object.fromEntries(FUNNEL_STAGES.map((k) => [k, funnelIndicator(k)])),
      promoter,
      detractor,
    },
    weightOf(args.filter.weighted),
  );
  return rows.map((row) => ({
    month: String(row.month),
    brand: String(row.brand ?? ''),
    group: row.group === null || row.group === undefined ? null : String(row.group),
    scores: Object.fromEntries(SCORE_MEASURES.map((m) => [m.key, readSums(row, m.key)])),
    stages: Object.fromEntries(FUNNEL_STAGES.map((k) => [k, readSums(row, k)])),
    nps: readNps(row),
  }));
}

export function combineKpis(rows: KpiSums[]): Omit<KpiSums, 'month' | 'brand' | 'group'> {
  const scores: Record<string, WeightedSums> = Object.fromEntries(
    SCORE_MEASURES.map((m) => [m.key, emptySums()]),
  );
  const stages: Record<string, WeightedSums> = Object.fromEntries(
    FUNNEL_STAGES.map((k) => [k, emptySums()]),
  );
  let nps = emptyNps();
  for (const row of rows) {
    for (const m of SCORE_MEASURES)
      scores[m.key] = addSums(scores[m.key] ?? emptySums(), row.scores[m.key] ?? emptySums());
    for (const k of FUNNEL_STAGES)
      stages[k] = addSums(stages[k] ?? emptySums(), row.stages[k] ?? emptySums());
    nps = addNps(nps, row.nps);
  }
  return { scores, stages, nps };
}

function stageRows(stages: Record<string, WeightedSums>) {
  let previous: number | null = null;
  return FUNNEL_STAGES.map((stage, i) => {
    const e = toEstimate(stages[stage] ?? emptySums());
    const conversion =
      i === 0 || previous === null || e.value === null || previous === 0
        ? null
        : Math.round((1000 * e.value) / previous) / 10;
    previous = e.value;
    return {
      stage,
      label: FUNNEL_LABELS[stage],
      share: e.value,
      ciLow: e.ciLow,
      ciHigh: e.ciHigh,
      conversion,
    };
  });
}

export function funnel(args: AnalyticsArgs): FunnelResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  return cached(args.customer.id, ['funnel', datasetVersion(dataset), args.filter], () => {
    const periods = reportingPeriods(dataset, args.filter);
    if (!dataset || !periods) return { dataset: datasetRef(dataset), brands: [] };
    const rows = kpiSums(args, dataset.id, periods.current, { byBrand: true });
    return {
      dataset: datasetRef(dataset),
      brands: surveyBrands(args.db, args.customer.id, dataset.id).map((b) => {
        const sums = combineKpis(rows.filter((r) => r.brand === b.brand));
        const n = sums.stages.aware?.n ?? 0;
        return {
          brand: b.brand,
          isOwn: b.isOwn,
          n,
          suppressed: n < MIN_BASE,
          stages: stageRows(sums.stages),
        };
      }),
    };
  });
}

export function imagery(args: AnalyticsArgs): ImageryResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  return cached(args.customer.id, ['imagery', datasetVersion(dataset), args.filter], () => {
    const periods = reportingPeriods(dataset, args.filter);
    if (!dataset || !periods)
      return { dataset: datasetRef(dataset), attributes: [], brands: [], ca: null };
    const w = weightOf(args.filter.weighted);
    const where = and(
      surveyWhere(args.customer.id, dataset.id, args.filter, {
        period: periods.current,
        brands: 'all',
      }),
      isNotNull(s.imagery),
    );
    const bases = args.db
      .select({ brand: s.brand, n: sql<number>`count(*)`, sw: sql<number>`total(${w})` })
      .from(s)
      .where(where)
      .groupBy(s.brand)
      .all();
    const ticks = args.db
      .select({
        brand: sql<string>`${s.brand}`,
        attribute: sql<string>`j.value`,
        sw: sql<number>`total(${w})`,
      })
      .from(sql`${s}, json_each(${s.imagery}) as j`)
      .where(where)
      .groupBy(sql`${s.brand}`, sql`j.value`)
      .all();
    const attributes = [...new Set(ticks.map((t) => String(t.attribute)))].sort();
    const brandList = surveyBrands(args.db, args.customer.id, dataset.id).filter((b) =>
      bases.some((x) => x.brand === b.brand),
    );
    const brands = brandList.map((b) => {
      const base = bases.find((x) => x.brand === b.brand);
      const associations = Object.fromEntries(
        attributes.map((a) => {
          const tick = ticks.find((t) => t.brand === b.brand && t.attribute === a);
          return [a, base && base.sw > 0 ? Math.round((1000 * (tick?.sw ?? 0)) / base.sw) / 10 : 0];
        }),
      );
      return { brand: b.brand, isOwn: b.isOwn, n: Number(base?.n ?? 0), associations };
    });
    // CA on the brand x attribute table of weighted association counts.
    const table = brandList.map((b) =>
      attributes.map((a) => ticks.find((t) => t.brand === b.brand && t.attribute === a)?.sw ?? 0),
    );
    const ca = correspondenceAnalysis(table);
    const r = (x: number) => Math.round(x * 10_000) / 10_000;
    return {
      dataset: datasetRef(dataset),
      attributes,
      brands,
      ca: ca
        ? {
            totalInertia: r(ca.totalInertia),
            axes: ca.principalInertias.slice(0, 2).map((inertia) => ({
              inertia: r(inertia),
              share: Math.round((1000 * inertia) / ca.totalInertia) / 10,
            })),
            rows: brandList.map((b, i) => ({
              label: b.brand,
              x: r(ca.rowCoordinates[i]?.[0] ?? 0),
              y: r(ca.rowCoordinates[i]?.[1] ?? 0),
            })),
            columns: attributes.map((a, j) => ({
              label: a,
              x: r(ca.columnCoordinates[j]?.[0] ?? 0),
              y: r(ca.columnCoordinates[j]?.[1] ?? 0),
            })),
          }
        : null,
    };
  });
}

export function demographics(args: AnalyticsArgs & { by: SegmentDimension }): DemographicsResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  return cached(
    args.customer.id,
    ['demographics', datasetVersion(dataset), args.filter, args.by],
    () => {
      const periods = reportingPeriods(dataset, args.filter);
      if (!dataset || !periods) return { dataset: datasetRef(dataset), by: args.by, rows: [] };
      // Base: everyone asked about the brand (the aware stage has every respondent).
      const rows = kpiSums(args, dataset.id, periods.current, { groupBy: args.by });
      const values = [
        ...new Set(rows.map((r) => r.group).filter((g): g is string => g !== null)),
      ].sort();
      const totalWeight = rows.reduce((t, r) => t + (r.stages.aware?.sw ?? 0), 0);
      return {
        dataset: datasetRef(dataset),
        by: args.by,
        rows: values.map((value) => {
          const sums = combineKpis(rows.filter((r) => r.group === value));
          const n = sums.stages.aware?.n ?? 0;
          return {
            value,
            label: segmentLabel(args.by, value),
            n,
            sampleShare:
              totalWeight > 0
                ? Math.round((1000 * (sums.stages.aware?.sw ?? 0)) / totalWeight) / 10
                : 0,
            overall: toScoreEstimate(sums.scores.overall ?? emptySums()),
            nps: npsOut(sums.nps),
            awareness: toEstimate(sums.stages.aware ?? emptySums()),
          };
        }),
      };
    },
  );
}

function npsOut(sums: NpsSums) {
  const e = npsEstimate(sums);
  if (!e) return suppressedEstimate(sums.promoters.n);
  return {
    value: e.value,
    ciLow: e.ciLow,
    ciHigh: e.ciHigh,
    n: e.n,
    nEff: e.nEff,
    suppressed: e.suppressed,
    lowBase: e.lowBase,
  };
}

export function nps(args: AnalyticsArgs): NpsResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  return cached(args.customer.id, ['nps', datasetVersion(dataset), args.filter], () => {
    const periods = reportingPeriods(dataset, args.filter);
    const range = monthRange(dataset, args.filter);
    if (!dataset || !periods || !range) {
      return {
        dataset: datasetRef(dataset),
        brand: null,
        nps: suppressedEstimate(0),
        promoters: null,
        passives: null,
        detractors: null,
        change: null,
        months: [],
      };
    }
    const from = periods.previous.from < range.from ? periods.previous.from : range.from;
    const rows = kpiSums(args, dataset.id, { from, to: range.to });
    const current = combineKpis(rows.filter((r) => inPeriod(r.month, periods.current))).nps;
    const previous = combineKpis(rows.filter((r) => inPeriod(r.month, periods.previous))).nps;
    const e = npsEstimate(current);
    return {
      dataset: datasetRef(dataset),
      brand: surveyBrandName(args.db, args.customer.id, dataset.id, args.filter),
      nps: npsOut(current),
      promoters: e?.promoters ?? null,
      passives: e ? Math.round(1000 - 10 * e.promoters - 10 * e.detractors) / 10 : null,
      detractors: e?.detractors ?? null,
      change: npsChange(current, previous),
      months: rows
        .filter((r) => inPeriod(r.month, range))
        .sort((a, b) => a.month.localeCompare(b.month))
        .map((r) => ({ month: r.month, nps: npsOut(r.nps) })),
    };
  });
}

/** Every KPI of one brand for a period, with its change and test. */
export function scorecardRows(
  current: ReturnType<typeof combineKpis>,
  previous: ReturnType<typeof combineKpis> | null,
): ScorecardRow[] {
  const scoreRows: ScorecardRow[] = SCORE_MEASURES.map((m) => {
    const est = toScoreEstimate(current.scores[m.key] ?? emptySums());
    return {
      key: m.key,
      label: m.label,
      kind: 'score',
      current: stripBand(est),
      band: est.band,
      change: previous
        ? meanChange(current.scores[m.key] ?? emptySums(), previous.scores[m.key] ?? emptySums())
        : null,
    };
  });
  const stageRowsOut: ScorecardRow[] = FUNNEL_STAGES.map((k) => ({
    key: k,
    label: FUNNEL_LABELS[k],
    kind: 'percent',
    current: toEstimate(current.stages[k] ?? emptySums()),
    band: null,
    change: previous
      ? proportionChange(current.stages[k] ?? emptySums(), previous.stages[k] ?? emptySums())
      : null,
  }));
  const npsRow: ScorecardRow = {
    key: 'nps',
    label: 'Net Promoter Score',
    kind: 'nps',
    current: npsOut(current.nps),
    band: null,
    change: previous ? npsChange(current.nps, previous.nps) : null,
  };
  return [...scoreRows, ...stageRowsOut, npsRow];
}

function stripBand(e: ScorecardRow['current']): ScorecardRow['current'] {
  const { value, ciLow, ciHigh, n, nEff, suppressed, lowBase } = e;
  return { value, ciLow, ciHigh, n, nEff, suppressed, lowBase };
}

export function scorecard(args: AnalyticsArgs): ScorecardResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  return cached(args.customer.id, ['scorecard', datasetVersion(dataset), args.filter], () => {
    const periods = reportingPeriods(dataset, args.filter);
    if (!dataset || !periods)
      return {
        dataset: datasetRef(dataset),
        brand: null,
        period: null,
        previousPeriod: null,
        rows: [],
      };
    const rows = kpiSums(args, dataset.id, { from: periods.previous.from, to: periods.current.to });
    return {
      dataset: datasetRef(dataset),
      brand: surveyBrandName(args.db, args.customer.id, dataset.id, args.filter),
      period: periods.current,
      previousPeriod: periods.previous,
      rows: scorecardRows(
        combineKpis(rows.filter((r) => inPeriod(r.month, periods.current))),
        combineKpis(rows.filter((r) => inPeriod(r.month, periods.previous))),
      ),
    };
  });
}

export function brandTimeline(args: AnalyticsArgs): BrandTimelineResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  const range = monthRange(dataset, args.filter);
  if (!dataset || !range)
    return { dataset: datasetRef(dataset), brand: null, months: [], events: [] };
  const brand = surveyBrandName(args.db, args.customer.id, dataset.id, args.filter);
  const months = cached(
    args.customer.id,
    ['brandTimeline', datasetVersion(dataset), args.filter],
    () =>
      kpiSums(args, dataset.id, range)
        .sort((a, b) => a.month.localeCompare(b.month))
        .map((r) => ({
          month: r.month,
          overall: toScoreEstimate(r.scores.overall ?? emptySums()).value,
          nps: npsEstimate(r.nps)?.value ?? null,
          awareness: toEstimate(r.stages.aware ?? emptySums()).value,
          consideration: toEstimate(r.stages.would_consider ?? emptySums()).value,
          n: r.scores.overall?.n ?? 0,
        })),
  );
  return { dataset: datasetRef(dataset), brand, months, events: eventsFor(args, range, brand) };
}
