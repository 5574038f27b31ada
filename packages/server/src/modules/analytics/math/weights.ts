/** Respondent weights and weighted estimates (ANALYTICS.md 2). */
import { studentTQuantile } from './distributions';

/** Kish effective base: (Σw)² / Σw². */
export function kishEffectiveN(weights: readonly number[]): number {
  let s = 0;
  let s2 = 0;
  for (const w of weights) {
    s += w;
    s2 += w * w;
  }
  return s2 > 0 ? (s * s) / s2 : 0;
}

/** Running sums from which a weighted mean, variance and n_eff follow (SQL can produce them). */
export interface WeightedSums {
  n: number;
  sw: number;
  sw2: number;
  swx: number;
  swxx: number;
}

export function weightedSums(values: readonly number[], weights?: readonly number[]): WeightedSums {
  const sums: WeightedSums = { n: 0, sw: 0, sw2: 0, swx: 0, swxx: 0 };
  values.forEach((x, i) => {
    const w = weights?.[i] ?? 1;
    sums.n += 1;
    sums.sw += w;
    sums.sw2 += w * w;
    sums.swx += w * x;
    sums.swxx += w * x * x;
  });
  return sums;
}

export interface MeanEstimate {
  mean: number;
  /** Weighted variance with the n/(n-1) correction, so unweighted data gives the sample variance. */
  variance: number;
  n: number;
  nEff: number;
  se: number;
  ciLow: number;
  ciHigh: number;
}

/** Weighted mean with a t interval on n_eff - 1 degrees of freedom. */
export function meanEstimate(s: WeightedSums, level = 0.95): MeanEstimate | null {
  if (s.n < 1 || !(s.sw > 0)) return null;
  const mean = s.swx / s.sw;
  const nEff = (s.sw * s.sw) / s.sw2;
  const raw = Math.max(0, s.swxx / s.sw - mean * mean);
  const variance = s.n > 1 ? (raw * s.n) / (s.n - 1) : 0;
  const se = Math.sqrt(variance / nEff);
  const t = nEff > 1 ? studentTQuantile(1 - (1 - level) / 2, nEff - 1) : Number.NaN;
  return { mean, variance, n: s.n, nEff, se, ciLow: mean - t * se, ciHigh: mean + t * se };
}

export interface RakeOptions {
  /** Cap on weight / mean weight, as autumn's max_weight (default 5). */
  cap?: number;
  maxIterations?: number;
  tolerance?: number;
}

/**
 * Raking (iterative proportional fitting): adjust weights until every variable's weighted
 * shares match its target shares, cap extreme weights, and rescale to mean 1.
 * `variables[v][i]` is respondent i's category on variable v; `targets[v]` maps category -> share.
 */
export function rake(
  variables: readonly (readonly string[])[],
  targets: readonly Record<string, number>[],
  options: RakeOptions = {},
): { weights: number[]; iterations: number; converged: boolean } {
  const n = variables[0]?.length ?? 0;
  const cap = options.cap ?? 5;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-9;
  let weights = Array.from({ length: n }, () => 1);
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    let maxChange = 0;
    variables.forEach((categories, v) => {
      const target = targets[v] ?? {};
      const totals = new Map<string, number>();
      const sum = weights.reduce((s, w) => s + w, 0);
      categories.forEach((c, i) => totals.set(c, (totals.get(c) ?? 0) + (weights[i] ?? 0)));
      weights = weights.map((w, i) => {
        const c = categories[i] ?? '';
        const have = (totals.get(c) ?? 0) / sum;
        const want = target[c];
        if (want === undefined || !(have > 0)) return w;
        const factor = want / have;
        maxChange = Math.max(maxChange, Math.abs(factor - 1));
        return w * factor;
      });
    });
    weights = trimWeights(weights, cap);
    if (maxChange < tolerance) return { weights, iterations: iteration, converged: true };
  }
  return { weights, iterations: maxIterations, converged: false };
}

/**
 * Mean 1, no weight above `cap`: capped weights are fixed at the cap and the rest scaled up to
 * keep the total, repeated until nothing exceeds the cap (the trimming step of autumn/survey).
 */
export function trimWeights(weights: readonly number[], cap: number): number[] {
  const n = weights.length;
  const total = weights.reduce((s, w) => s + w, 0);
  let out = weights.map((w) => (w * n) / total);
  for (let round = 0; round < 100; round++) {
    const capped = out.map((w) => w >= cap);
    const cappedCount = capped.filter(Boolean).length;
    if (cappedCount === 0 || cappedCount === n) break;
    const free = out.reduce((s, w, i) => (capped[i] ? s : s + w), 0);
    const scale = (n - cappedCount * cap) / free;
    out = out.map((w, i) => (capped[i] ? cap : w * scale));
    if (!out.some((w) => w > cap + 1e-12)) break;
  }
  return out;
}
