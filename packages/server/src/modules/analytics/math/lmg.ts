/**
 * LMG (Lindeman, Merenda & Gold 1980), the Shapley value of R²: each predictor's increase in
 * R² averaged over all orderings, computed exactly over all 2^p subsets (relaimpo's `lmg`).
 */
import { rSquared } from './regression';

export const LMG_MAX_PREDICTORS = 12;

export function lmg(
  rxx: readonly (readonly number[])[],
  rxy: readonly number[],
): { rSquared: number; weights: number[]; shares: number[] } | null {
  const p = rxy.length;
  if (p === 0 || p > LMG_MAX_PREDICTORS) return null;
  const r2 = new Float64Array(1 << p);
  for (let mask = 1; mask < 1 << p; mask++) {
    const idx: number[] = [];
    for (let j = 0; j < p; j++) if (mask & (1 << j)) idx.push(j);
    r2[mask] = rSquared(rxx, rxy, idx).rSquared;
  }
  const factorial = [1];
  for (let k = 1; k <= p; k++) factorial.push((factorial[k - 1] ?? 1) * k);
  const weights = Array.from({ length: p }, () => 0);
  for (let mask = 0; mask < 1 << p; mask++) {
    let size = 0;
    for (let j = 0; j < p; j++) if (mask & (1 << j)) size++;
    // Shapley weight of a coalition of this size.
    const w = ((factorial[size] ?? 1) * (factorial[p - size - 1] ?? 1)) / (factorial[p] ?? 1);
    for (let j = 0; j < p; j++) {
      if (mask & (1 << j)) continue;
      weights[j] = (weights[j] ?? 0) + w * ((r2[mask | (1 << j)] ?? 0) - (r2[mask] ?? 0));
    }
  }
  const total = r2[(1 << p) - 1] ?? 0;
  return {
    rSquared: total,
    weights,
    shares: weights.map((v) => (total > 0 ? (100 * v) / total : 0)),
  };
}
