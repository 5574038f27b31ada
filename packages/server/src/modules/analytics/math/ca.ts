/**
 * Simple correspondence analysis (Greenacre, "Correspondence Analysis in Practice"; R's `ca`):
 * SVD of the standardized residuals S = D_r^-1/2 (P - r c') D_c^-1/2. Principal inertias are
 * the squared singular values; principal coordinates F = D_r^-1/2 U Σ, G = D_c^-1/2 V Σ.
 */
import { Matrix, SingularValueDecomposition } from 'ml-matrix';

export interface CaResult {
  totalInertia: number;
  principalInertias: number[];
  rowCoordinates: number[][];
  columnCoordinates: number[][];
}

export function correspondenceAnalysis(table: readonly (readonly number[])[]): CaResult | null {
  const rows = table.length;
  const cols = table[0]?.length ?? 0;
  const total = table.reduce((s, row) => s + row.reduce((a, b) => a + b, 0), 0);
  if (rows < 2 || cols < 2 || !(total > 0)) return null;
  const r = table.map((row) => row.reduce((a, b) => a + b, 0) / total);
  const c = Array.from(
    { length: cols },
    (_, j) => table.reduce((s, row) => s + (row[j] ?? 0), 0) / total,
  );
  if (r.some((v) => v === 0) || c.some((v) => v === 0)) return null;
  const S = new Matrix(
    table.map((row, i) =>
      row.map((n, j) => {
        const ri = r[i] ?? 0;
        const cj = c[j] ?? 0;
        return (n / total - ri * cj) / Math.sqrt(ri * cj);
      }),
    ),
  );
  const svd = new SingularValueDecomposition(S, { autoTranspose: true });
  const k = Math.min(rows, cols) - 1;
  const sv = svd.diagonal.slice(0, k);
  const U = svd.leftSingularVectors;
  const V = svd.rightSingularVectors;
  const principalInertias = sv.map((s) => s * s);
  return {
    totalInertia: S.to2DArray().reduce((s, row) => s + row.reduce((a, b) => a + b * b, 0), 0),
    principalInertias,
    rowCoordinates: r.map((ri, i) => sv.map((s, d) => (U.get(i, d) * s) / Math.sqrt(ri))),
    columnCoordinates: c.map((cj, j) => sv.map((s, d) => (V.get(j, d) * s) / Math.sqrt(cj))),
  };
}
