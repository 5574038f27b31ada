/** Linear regression quantities from a correlation matrix (standardized variables). */
import { Matrix, solve } from 'ml-matrix';

/** Pearson correlation matrix of the columns of `data` (rows = observations). */
export function correlationMatrix(data: readonly (readonly number[])[]): number[][] {
  const n = data.length;
  const p = data[0]?.length ?? 0;
  const means = Array.from(
    { length: p },
    (_, j) => data.reduce((s, row) => s + (row[j] ?? 0), 0) / n,
  );
  const cov = Array.from({ length: p }, () => Array.from({ length: p }, () => 0));
  for (const row of data) {
    for (let i = 0; i < p; i++) {
      const di = (row[i] ?? 0) - (means[i] ?? 0);
      const ci = cov[i] as number[];
      for (let j = i; j < p; j++) ci[j] = (ci[j] ?? 0) + di * ((row[j] ?? 0) - (means[j] ?? 0));
    }
  }
  return correlationFromCovariance(
    cov.map((r, i) => r.map((v, j) => (j < i ? (cov[j]?.[i] ?? 0) : v))),
  );
}

export function correlationFromCovariance(cov: readonly (readonly number[])[]): number[][] {
  const sd = cov.map((row, i) => Math.sqrt(row[i] ?? 0));
  return cov.map((row, i) => row.map((v, j) => v / ((sd[i] ?? 1) * (sd[j] ?? 1))));
}

/** R² of y on the predictor subset `idx`: r_S' R_SS^-1 r_S. Also returns the standardized betas. */
export function rSquared(
  rxx: readonly (readonly number[])[],
  rxy: readonly number[],
  idx: readonly number[] = rxy.map((_, i) => i),
): { rSquared: number; betas: number[] } {
  if (idx.length === 0) return { rSquared: 0, betas: [] };
  const sub = new Matrix(idx.map((i) => idx.map((j) => rxx[i]?.[j] ?? 0)));
  const r = Matrix.columnVector(idx.map((i) => rxy[i] ?? 0));
  const beta = solve(sub, r, true).getColumn(0);
  const r2 = beta.reduce((s, b, k) => s + b * (rxy[idx[k] ?? 0] ?? 0), 0);
  return { rSquared: r2, betas: beta };
}
