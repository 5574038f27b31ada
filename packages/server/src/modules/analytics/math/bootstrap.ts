/**
 * Percentile bootstrap intervals for relative-weight shares: resample respondents with
 * replacement (keeping their weights), refit, take the 2.5th and 97.5th percentiles.
 */
import { correlationFromCovariance } from './regression';
import { relativeWeights } from './relative-weights';

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** Weighted correlation matrix of rows (each row: y then the predictors). */
export function weightedCorrelation(
  rows: readonly (readonly number[])[],
  weights: readonly number[],
  pick?: readonly number[],
): number[][] {
  const p = rows[0]?.length ?? 0;
  const idx = pick ?? rows.map((_, i) => i);
  let sw = 0;
  const mean = new Array<number>(p).fill(0);
  for (const i of idx) {
    const w = weights[i] ?? 1;
    sw += w;
    const row = rows[i] ?? [];
    for (let a = 0; a < p; a++) mean[a] = (mean[a] ?? 0) + w * (row[a] ?? 0);
  }
  for (let a = 0; a < p; a++) mean[a] = (mean[a] ?? 0) / sw;
  const cov = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  for (const i of idx) {
    const w = weights[i] ?? 1;
    const row = rows[i] ?? [];
    for (let a = 0; a < p; a++) {
      const da = (row[a] ?? 0) - (mean[a] ?? 0);
      const ca = cov[a] as number[];
      for (let b = a; b < p; b++) ca[b] = (ca[b] ?? 0) + w * da * ((row[b] ?? 0) - (mean[b] ?? 0));
    }
  }
  return correlationFromCovariance(
    cov.map((r, a) => r.map((v, b) => (b < a ? (cov[b]?.[a] ?? 0) : v) / sw)),
  );
}

export function bootstrapShares(
  rows: readonly (readonly number[])[],
  weights: readonly number[],
  replicates = 100,
  seed = 1,
): { low: number[]; high: number[] } | null {
  const n = rows.length;
  const width = rows[0]?.length ?? 0;
  const p = width - 1;
  if (n < 30 || p < 1) return null;
  // Flat typed arrays: the resampling loop is the hot path (replicates x n x width²).
  const flat = new Float64Array(n * width);
  rows.forEach((row, i) => row.forEach((v, a) => (flat[i * width + a] = v)));
  const w = Float64Array.from(weights);
  const rand = lcg(seed);
  const draws: number[][] = Array.from({ length: p }, () => []);
  const mean = new Float64Array(width);
  const cov = new Float64Array(width * width);
  const pick = new Int32Array(n);
  for (let r = 0; r < replicates; r++) {
    for (let k = 0; k < n; k++) pick[k] = Math.floor(rand() * n);
    mean.fill(0);
    cov.fill(0);
    let sw = 0;
    for (let k = 0; k < n; k++) {
      const i = pick[k] as number;
      const wi = w[i] as number;
      sw += wi;
      for (let a = 0; a < width; a++)
        mean[a] = (mean[a] as number) + wi * (flat[i * width + a] as number);
    }
    for (let a = 0; a < width; a++) mean[a] = (mean[a] as number) / sw;
    for (let k = 0; k < n; k++) {
      const i = pick[k] as number;
      const wi = w[i] as number;
      for (let a = 0; a < width; a++) {
        const da = wi * ((flat[i * width + a] as number) - (mean[a] as number));
        for (let b = a; b < width; b++)
          cov[a * width + b] =
            (cov[a * width + b] as number) +
            da * ((flat[i * width + b] as number) - (mean[b] as number));
      }
    }
    const matrix = Array.from({ length: width }, (_, a) =>
      Array.from(
        { length: width },
        (__, b) => (a <= b ? (cov[a * width + b] as number) : (cov[b * width + a] as number)) / sw,
      ),
    );
    if (matrix.some((row, i) => !((row[i] ?? 0) > 0))) continue;
    const corr = correlationFromCovariance(matrix);
    const rw = relativeWeights(
      corr.slice(1).map((row) => row.slice(1)),
      corr.slice(1).map((row) => row[0] ?? 0),
    );
    rw.shares.forEach((s, j) => draws[j]?.push(s));
  }
  const q = (list: number[], prob: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return (
      sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(prob * (sorted.length - 1))))] ??
      Number.NaN
    );
  };
  if ((draws[0]?.length ?? 0) < replicates / 2) return null;
  return { low: draws.map((d) => q(d, 0.025)), high: draws.map((d) => q(d, 0.975)) };
}
