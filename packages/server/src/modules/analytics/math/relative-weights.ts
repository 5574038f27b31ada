/**
 * Johnson's relative weights (Johnson 2000, Multivariate Behavioral Research 35(1)): regress y
 * on the closest orthogonal counterparts Z of the predictors, then apportion each Z's
 * contribution back through Λ = R^(1/2). The weights sum to R²; rlw in R's yhat and relWt in
 * iopsych compute the same.
 */
import { EigenvalueDecomposition, Matrix, solve } from 'ml-matrix';

export interface RelativeWeights {
  rSquared: number;
  /** Raw relative weights (sum = R²). */
  weights: number[];
  /** Weights as percent of R² (sum = 100). */
  shares: number[];
}

export function relativeWeights(
  rxx: readonly (readonly number[])[],
  rxy: readonly number[],
): RelativeWeights {
  const R = new Matrix(rxx.map((row) => [...row]));
  const eig = new EigenvalueDecomposition(R, { assumeSymmetric: true });
  const V = eig.eigenvectorMatrix;
  const sqrtValues = eig.realEigenvalues.map((v) => Math.sqrt(Math.max(v, 0)));
  // Λ = V diag(sqrt(λ)) V' : the correlations between the predictors X and their orthogonal Z.
  const lambda = V.mmul(Matrix.diag(sqrtValues)).mmul(V.transpose());
  const beta = solve(lambda, Matrix.columnVector([...rxy]), true).getColumn(0);
  const weights = rxy.map((_, j) =>
    beta.reduce((s, b, k) => s + lambda.get(j, k) ** 2 * b ** 2, 0),
  );
  const rSquared = weights.reduce((s, w) => s + w, 0);
  return {
    rSquared,
    weights,
    shares: weights.map((w) => (rSquared > 0 ? (100 * w) / rSquared : 0)),
  };
}
