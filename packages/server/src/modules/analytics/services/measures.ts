/**
 * SQL expressions for the survey measures and the weighted sums the estimates come from.
 * Every measure is aggregated as n, Σw, Σw², Σwx, Σwx²: additive, so months combine into
 * periods without another query, and mean, variance, n_eff and the interval follow exactly.
 */
import {
  DIMENSION_LABELS,
  FUNNEL_STAGES,
  LOW_BASE,
  MIN_BASE,
  PULSE_ITEMS,
  REPUTATION_DIMENSIONS,
  scoreBand,
  type Change,
  type Estimate,
  type FunnelStage,
  type PulseItem,
  type ReputationDimension,
  type ScoreEstimate,
} from '@repute/shared/analytics';
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { surveyResponses as s } from '../../../db/schema/index';
import { npsFromShares } from '../math/nps';
import { twoProportionZTest, welchTTest, zTestOfEstimates } from '../math/significance';
import { meanEstimate, type WeightedSums } from '../math/weights';

const span = sql`(${s.scaleMax} - ${s.scaleMin})`;

/** A rating rescaled to 0-100 by its row's own scale. */
export const scoreOf = (column: SQL | Column) =>
  sql`((${column} - ${s.scaleMin}) * 100.0 / ${span})`;

export const PULSE_COLUMNS: Record<PulseItem, Column> = {
  trust: s.trust,
  esteem: s.esteem,
  admiration: s.admiration,
  good_feeling: s.goodFeeling,
};

export const DIMENSION_COLUMNS: Record<ReputationDimension, Column> = {
  products_services: s.productsServices,
  innovation: s.innovation,
  workplace: s.workplace,
  governance: s.governance,
  citizenship: s.citizenship,
  leadership: s.leadership,
  performance: s.performance,
};

/** Overall score of a respondent: mean of the four Pulse items (null unless all four answered). */
export const overallScore = scoreOf(
  sql`((${s.trust} + ${s.esteem} + ${s.admiration} + ${s.goodFeeling}) / 4.0)`,
);

/** Stage indicators with nesting enforced: a stage counts only when every earlier stage does. */
export function funnelIndicator(stage: FunnelStage): SQL {
  const columns = {
    aware: s.aware,
    familiar: s.familiar,
    would_consider: s.wouldConsider,
    prefer: s.prefer,
    would_recommend: s.wouldRecommend,
  };
  const upTo = FUNNEL_STAGES.slice(0, FUNNEL_STAGES.indexOf(stage) + 1).map(
    (k) => sql`coalesce(${columns[k]}, 0) = 1`,
  );
  return sql`(case when ${s.aware} is null then null when ${sql.join(upTo, sql` and `)} then 100.0 else 0.0 end)`;
}

export const promoter = sql`(case when ${s.nps} is null then null when ${s.nps} >= 9 then 1.0 else 0.0 end)`;
export const detractor = sql`(case when ${s.nps} is null then null when ${s.nps} <= 6 then 1.0 else 0.0 end)`;

export const weightOf = (weighted: boolean) => (weighted ? sql`${s.weight}` : sql`1.0`);

/** The five sums of one measure as named select columns. */
export function sumsColumns(key: string, expr: SQL, w: SQL): Record<string, SQL<number>> {
  return {
    [`${key}__n`]: sql<number>`count(${expr})`,
    [`${key}__sw`]: sql<number>`total(case when ${expr} is not null then ${w} end)`,
    [`${key}__sw2`]: sql<number>`total(case when ${expr} is not null then ${w} * ${w} end)`,
    [`${key}__swx`]: sql<number>`total(${w} * ${expr})`,
    [`${key}__swxx`]: sql<number>`total(${w} * ${expr} * ${expr})`,
  };
}

export function readSums(row: Record<string, unknown>, key: string): WeightedSums {
  const num = (suffix: string) => Number(row[`${key}__${suffix}`] ?? 0);
  return { n: num('n'), sw: num('sw'), sw2: num('sw2'), swx: num('swx'), swxx: num('swxx') };
}

export const emptySums = (): WeightedSums => ({ n: 0, sw: 0, sw2: 0, swx: 0, swxx: 0 });

export function addSums(a: WeightedSums, b: WeightedSums): WeightedSums {
  return {
    n: a.n + b.n,
    sw: a.sw + b.sw,
    sw2: a.sw2 + b.sw2,
    swx: a.swx + b.swx,
    swxx: a.swxx + b.swxx,
  };
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A mean estimate with base rules: suppressed under MIN_BASE, flagged under LOW_BASE. */
export function toEstimate(sums: WeightedSums, bounds: [number, number] = [0, 100]): Estimate {
  const e = meanEstimate(sums);
  const suppressed = sums.n < MIN_BASE || !e;
  const nEff = e ? round(e.nEff, 1) : 0;
  if (suppressed || !e)
    return {
      value: null,
      ciLow: null,
      ciHigh: null,
      n: sums.n,
      nEff,
      suppressed: true,
      lowBase: true,
    };
  return {
    value: round(e.mean),
    ciLow: round(Math.max(bounds[0], e.ciLow)),
    ciHigh: round(Math.min(bounds[1], e.ciHigh)),
    n: sums.n,
    nEff,
    suppressed: false,
    lowBase: sums.n < LOW_BASE,
  };
}

export function toScoreEstimate(sums: WeightedSums): ScoreEstimate {
  const e = toEstimate(sums);
  return { ...e, band: scoreBand(e.value) };
}

/** Welch's test between two periods' sums, on effective bases. Null when either is suppressed. */
export function meanChange(current: WeightedSums, previous: WeightedSums): Change | null {
  const a = meanEstimate(current);
  const b = meanEstimate(previous);
  if (!a || !b || current.n < MIN_BASE || previous.n < MIN_BASE) return null;
  const test = welchTTest(
    { mean: a.mean, variance: a.variance, n: a.nEff },
    { mean: b.mean, variance: b.variance, n: b.nEff },
  );
  return {
    previous: round(b.mean),
    delta: round(a.mean - b.mean),
    pValue: test ? round(test.pValue, 4) : null,
    significant: test?.significant ?? false,
    test: 'welch-t',
  };
}

/** Pooled two-proportion z-test on effective counts (shares are 0-100 means of 0/100 indicators). */
export function proportionChange(current: WeightedSums, previous: WeightedSums): Change | null {
  const a = meanEstimate(current);
  const b = meanEstimate(previous);
  if (!a || !b || current.n < MIN_BASE || previous.n < MIN_BASE) return null;
  const test = twoProportionZTest((a.mean / 100) * a.nEff, a.nEff, (b.mean / 100) * b.nEff, b.nEff);
  return {
    previous: round(b.mean),
    delta: round(a.mean - b.mean),
    pValue: test ? round(test.pValue, 4) : null,
    significant: test?.significant ?? false,
    test: 'two-proportion-z',
  };
}

/** NPS sums: promoter and detractor shares share one base. */
export interface NpsSums {
  promoters: WeightedSums;
  detractors: WeightedSums;
}

export function npsColumns(w: SQL): Record<string, SQL<number>> {
  return { ...sumsColumns('promoter', promoter, w), ...sumsColumns('detractor', detractor, w) };
}

export function readNps(row: Record<string, unknown>): NpsSums {
  return { promoters: readSums(row, 'promoter'), detractors: readSums(row, 'detractor') };
}

export function npsEstimate(
  sums: NpsSums,
): (Estimate & { promoters: number; detractors: number; se: number }) | null {
  const base = sums.promoters;
  if (base.n < MIN_BASE || !(base.sw > 0)) return null;
  const nEff = (base.sw * base.sw) / base.sw2;
  const r = npsFromShares(base.swx / base.sw, sums.detractors.swx / sums.detractors.sw, nEff);
  return {
    value: round(r.nps, 1),
    ciLow: round(r.ciLow, 1),
    ciHigh: round(r.ciHigh, 1),
    n: base.n,
    nEff: round(nEff, 1),
    suppressed: false,
    lowBase: base.n < LOW_BASE,
    promoters: round(r.promoters, 1),
    detractors: round(r.detractors, 1),
    se: r.se,
  };
}

export function suppressedEstimate(n: number): Estimate {
  return { value: null, ciLow: null, ciHigh: null, n, nEff: 0, suppressed: true, lowBase: true };
}

export function npsChange(current: NpsSums, previous: NpsSums): Change | null {
  const a = npsEstimate(current);
  const b = npsEstimate(previous);
  if (!a || !b || a.value === null || b.value === null) return null;
  const test = zTestOfEstimates(a.value, a.se, b.value, b.se);
  return {
    previous: b.value,
    delta: round(a.value - b.value, 1),
    pValue: test ? round(test.pValue, 4) : null,
    significant: test?.significant ?? false,
    test: 'nps-z',
  };
}

export function addNps(a: NpsSums, b: NpsSums): NpsSums {
  return {
    promoters: addSums(a.promoters, b.promoters),
    detractors: addSums(a.detractors, b.detractors),
  };
}
export const emptyNps = (): NpsSums => ({ promoters: emptySums(), detractors: emptySums() });

/** Every survey score measure: key, label and expression. */
export const SCORE_MEASURES: { key: string; label: string; expr: SQL }[] = [
  { key: 'overall', label: 'Overall reputation', expr: overallScore },
  ...PULSE_ITEMS.map((k) => ({
    key: k,
    label: k === 'trust' ? 'Trust' : labelOfPulse(k),
    expr: scoreOf(PULSE_COLUMNS[k]),
  })),
  ...REPUTATION_DIMENSIONS.map((k) => ({
    key: k,
    label: DIMENSION_LABELS[k],
    expr: scoreOf(DIMENSION_COLUMNS[k]),
  })),
];

function labelOfPulse(k: PulseItem): string {
  return {
    trust: 'Trust',
    esteem: 'Esteem',
    admiration: 'Admiration',
    good_feeling: 'Good feeling',
  }[k];
}

/**
 * Grouped weighted sums of several measures over the rows in `where`, each measure computed
 * once per row: the rows go through a MATERIALIZED CTE first (the query builder cannot say
 * MATERIALIZED, and without it SQLite inlines every expression into each of the five
 * aggregates; measured 2.5-4x slower).
 */
export function groupedSums(
  db: Db,
  where: SQL | undefined,
  groups: Record<string, SQL>,
  measures: Record<string, SQL>,
  w: SQL,
): Record<string, unknown>[] {
  const groupKeys = Object.keys(groups);
  const measureKeys = Object.keys(measures);
  const inner = sql.join(
    [
      sql`${w} as w`,
      ...groupKeys.map((k) => sql`${groups[k]} as ${sql.identifier(`g_${k}`)}`),
      ...measureKeys.map((k, i) => sql`${measures[k]} as ${sql.identifier(`m${i}`)}`),
    ],
    sql`, `,
  );
  const outer = sql.join(
    [
      ...groupKeys.map((k) => sql`${sql.identifier(`g_${k}`)} as ${sql.identifier(k)}`),
      ...measureKeys.flatMap((k, i) => {
        const x = sql.identifier(`m${i}`);
        return [
          sql`count(${x}) as ${sql.identifier(`${k}__n`)}`,
          sql`total(case when ${x} is not null then w end) as ${sql.identifier(`${k}__sw`)}`,
          sql`total(case when ${x} is not null then w * w end) as ${sql.identifier(`${k}__sw2`)}`,
          sql`total(w * ${x}) as ${sql.identifier(`${k}__swx`)}`,
          sql`total(w * ${x} * ${x}) as ${sql.identifier(`${k}__swxx`)}`,
        ];
      }),
    ],
    sql`, `,
  );
  const groupBy = groupKeys.length
    ? sql` group by ${sql.join(
        groupKeys.map((k) => sql.identifier(`g_${k}`)),
        sql`, `,
      )}`
    : sql``;
  return db.all(
    sql`with d as materialized (select ${inner} from ${s} where ${where ?? sql`1`}) select ${outer} from d${groupBy}`,
  );
}
