/**
 * Key drivers of the overall score: Johnson's relative weights with LMG as the check, from a
 * weighted correlation matrix built by one SQL pass of cross-product sums.
 */
import {
  DIMENSION_LABELS,
  LOW_BASE,
  MIN_BASE,
  REPUTATION_DIMENSIONS,
  type DriverRow,
  type DriversByBrand,
  type DriversResult,
  type ReputationDimension,
} from '@repute/shared/analytics';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { surveyResponses as s } from '../../../db/schema/index';
import { bootstrapShares } from '../math/bootstrap';
import { LMG_MAX_PREDICTORS, lmg } from '../math/lmg';
import { correlationFromCovariance, rSquared } from '../math/regression';
import { relativeWeights } from '../math/relative-weights';
import { cached } from './cache';
import { DIMENSION_COLUMNS, overallScore, scoreOf, weightOf } from './measures';
import {
  datasetRef,
  datasetVersion,
  monthRange,
  resolveScope,
  surveyBrandName,
  surveyBrands,
  surveyWhere,
} from './scope';
import type { AnalyticsArgs } from './types';

/** Respondents the bootstrap resamples: a cap keeps a request bounded; on larger bases the intervals come out wider than needed (conservative). */
const BOOTSTRAP_MAX_ROWS = 5_000;

type DriverArgs = AnalyticsArgs & { dimension?: ReputationDimension | undefined };

interface Predictor {
  key: string;
  label: string;
  expr: SQL;
}

/** Attribute keys of a dimension, read from a sample of rows (keys are "dimension.attribute"). */
function attributeKeys(
  args: AnalyticsArgs,
  datasetId: number,
  dimension: ReputationDimension,
): string[] {
  const rows = args.db
    .select({ attributes: s.attributes })
    .from(s)
    .where(
      and(eq(s.customerId, args.customer.id), eq(s.datasetId, datasetId), isNotNull(s.attributes)),
    )
    .limit(200)
    .all();
  const keys = new Set<string>();
  for (const row of rows)
    for (const key of Object.keys(row.attributes ?? {}))
      if (key.startsWith(`${dimension}.`)) keys.add(key);
  return [...keys].sort().slice(0, LMG_MAX_PREDICTORS);
}

function predictors(
  args: AnalyticsArgs,
  datasetId: number,
  dimension: ReputationDimension | undefined,
): Predictor[] {
  if (!dimension) {
    return REPUTATION_DIMENSIONS.map((k) => ({
      key: k,
      label: DIMENSION_LABELS[k],
      expr: scoreOf(DIMENSION_COLUMNS[k]),
    }));
  }
  return attributeKeys(args, datasetId, dimension).map((key) => ({
    key,
    label: key
      .slice(dimension.length + 1)
      .replace(/_/g, ' ')
      .replace(/^./, (c) => c.toUpperCase()),
    expr: scoreOf(sql`json_extract(${s.attributes}, ${`$."${key}"`})`),
  }));
}

export interface DriverFit {
  n: number;
  rSquared: number | null;
  lmgRSquared: number | null;
  rows: Omit<DriverRow, 'quadrant'>[];
}

/** Weighted means, covariances and the fit of overall ~ predictors for the rows in `where`. */
export function fitDrivers(
  args: AnalyticsArgs,
  where: SQL | undefined,
  preds: Predictor[],
): DriverFit {
  const vars = [overallScore, ...preds.map((p) => p.expr)];
  const w = weightOf(args.filter.weighted);
  const v = (i: number) => sql.identifier(`v${i}`);
  const inner = sql.join([sql`${w} as w`, ...vars.map((x, i) => sql`${x} as ${v(i)}`)], sql`, `);
  const complete = sql.join(
    vars.map((_, i) => sql`${v(i)} is not null`),
    sql` and `,
  );
  const sums: SQL[] = [sql`count(*) as n`, sql`total(w) as sw`];
  vars.forEach((_, i) => {
    sums.push(sql`total(w * ${v(i)}) as ${sql.identifier(`m${i}`)}`);
    for (let j = i; j < vars.length; j++)
      sums.push(sql`total(w * ${v(i)} * ${v(j)}) as ${sql.identifier(`c${i}_${j}`)}`);
  });
  // Each score computed once per row in a MATERIALIZED CTE (see groupedSums for why raw SQL).
  const row = args.db.get<Record<string, number> | undefined>(
    sql`with d as materialized (select ${inner} from ${s} where ${where ?? sql`1`}) select ${sql.join(sums, sql`, `)} from d where ${complete}`,
  );
  const n = Number(row?.n ?? 0);
  const sw = Number(row?.sw ?? 0);
  const empty: DriverFit = { n, rSquared: null, lmgRSquared: null, rows: [] };
  if (!row || n < MIN_BASE || !(sw > 0) || preds.length === 0) return empty;
  const mean = vars.map((_, i) => Number(row[`m${i}`]) / sw);
  const cov = vars.map((_, i) =>
    vars.map((__, j) => {
      const [a, b] = i <= j ? [i, j] : [j, i];
      return Number(row[`c${a}_${b}`]) / sw - (mean[a] ?? 0) * (mean[b] ?? 0);
    }),
  );
  // A predictor without variance cannot be apportioned; the whole fit is then undefined.
  if (cov.some((r, i) => !((r[i] ?? 0) > 1e-9))) return empty;
  const corr = correlationFromCovariance(cov);
  const rxx = corr.slice(1).map((r) => r.slice(1));
  const rxy = corr.slice(1).map((r) => r[0] ?? 0);
  const rw = relativeWeights(rxx, rxy);
  const check = lmg(rxx, rxy);
  const betas = rSquared(rxx, rxy).betas;
  // Bootstrap where the base allows (n >= 100), on up to BOOTSTRAP_MAX_ROWS respondents in a
  // fixed pseudo-random order (not the first rows, which would be the earliest months).
  let ci: { low: number[]; high: number[] } | null = null;
  if (n >= LOW_BASE) {
    const data = args.db.all<Record<string, number>>(
      sql`with d as materialized (select ${s.id} as rid, ${inner} from ${s} where ${where ?? sql`1`}) select * from d where ${complete} order by (rid * 2654435761) % 4294967291 limit ${BOOTSTRAP_MAX_ROWS}`,
    );
    ci = bootstrapShares(
      data.map((r) => vars.map((_, i) => Number(r[`v${i}`]))),
      data.map((r) => Number(r.w)),
    );
  }
  const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    n,
    rSquared: round(rw.rSquared, 4),
    lmgRSquared: check ? round(check.rSquared, 4) : null,
    rows: preds.map((p, i) => ({
      key: p.key,
      label: p.label,
      rawWeight: round(rw.weights[i] ?? 0, 4),
      share: round(rw.shares[i] ?? 0, 2),
      lmgShare: check ? round(check.shares[i] ?? 0, 2) : null,
      shareCiLow: ci ? round(ci.low[i] ?? 0, 1) : null,
      shareCiHigh: ci ? round(ci.high[i] ?? 0, 1) : null,
      beta: round(betas[i] ?? 0, 3),
      performance: round(mean[i + 1] ?? 0, 1),
    })),
  };
}

/** Above-average importance and performance: strength; important but weak: priority. */
export function withQuadrants(rows: Omit<DriverRow, 'quadrant'>[]): {
  rows: DriverRow[];
  importanceMid: number | null;
  performanceMid: number | null;
} {
  if (rows.length === 0) return { rows: [], importanceMid: null, performanceMid: null };
  const importanceMid = 100 / rows.length;
  const performanceMid =
    Math.round((rows.reduce((t, r) => t + r.performance, 0) / rows.length) * 10) / 10;
  return {
    importanceMid: Math.round(importanceMid * 100) / 100,
    performanceMid,
    rows: rows.map((r) => ({
      ...r,
      quadrant:
        r.share >= importanceMid
          ? r.performance >= performanceMid
            ? 'strength'
            : 'priority'
          : r.performance >= performanceMid
            ? 'maintain'
            : 'secondary',
    })),
  };
}

export function drivers(args: DriverArgs): DriversResult {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.survey;
  const level = args.dimension ? 'attributes' : 'dimensions';
  return cached(
    args.customer.id,
    ['drivers', datasetVersion(dataset), args.filter, args.dimension ?? null],
    () => {
      const range = monthRange(dataset, args.filter);
      const base: DriversResult = {
        dataset: datasetRef(dataset),
        brand: null,
        level,
        dimension: args.dimension ?? null,
        n: 0,
        rSquared: null,
        lmgRSquared: null,
        suppressed: true,
        importanceMid: null,
        performanceMid: null,
        drivers: [],
      };
      if (!dataset || !range) return base;
      const where = surveyWhere(args.customer.id, dataset.id, args.filter, { period: range });
      const fit = fitDrivers(args, where, predictors(args, dataset.id, args.dimension));
      const q = withQuadrants(fit.rows);
      return {
        ...base,
        brand: surveyBrandName(args.db, args.customer.id, dataset.id, args.filter),
        n: fit.n,
        rSquared: fit.rSquared,
        lmgRSquared: fit.lmgRSquared,
        suppressed: fit.rSquared === null,
        importanceMid: q.importanceMid,
        performanceMid: q.performanceMid,
        drivers: q.rows,
      };
    },
  );
}

export function driversByBrand(args: DriverArgs): DriversByBrand {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.survey;
  return cached(
    args.customer.id,
    ['driversByBrand', datasetVersion(dataset), args.filter, args.dimension ?? null],
    () => {
      const range = monthRange(dataset, args.filter);
      if (!dataset || !range) return { brands: [], keys: [] };
      const preds = predictors(args, dataset.id, args.dimension);
      const brands = surveyBrands(args.db, args.customer.id, dataset.id).map((b) => {
        const where = surveyWhere(
          args.customer.id,
          dataset.id,
          { ...args.filter, brand: b.brand },
          { period: range },
        );
        const fit = fitDrivers(args, where, preds);
        return {
          brand: b.brand,
          isOwn: b.isOwn,
          n: fit.n,
          rSquared: fit.rSquared,
          shares: Object.fromEntries(fit.rows.map((r) => [r.key, r.share])),
        };
      });
      return { brands, keys: preds.map((p) => ({ key: p.key, label: p.label })) };
    },
  );
}
