/** Tests for a change between periods (ANALYTICS.md 3). All two-sided at the given level. */
import { normalCdf, studentTCdf } from './distributions';

export interface TestResult {
  statistic: number;
  pValue: number;
  df: number | null;
  significant: boolean;
}

/** Summary of one sample: mean, variance (n - 1 denominator) and size (use n_eff when weighted). */
export interface SampleSummary {
  mean: number;
  variance: number;
  n: number;
}

/** Welch's unequal-variance t-test with Welch-Satterthwaite degrees of freedom. */
export function welchTTest(a: SampleSummary, b: SampleSummary, alpha = 0.05): TestResult | null {
  if (a.n < 2 || b.n < 2) return null;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se = Math.sqrt(va + vb);
  if (!(se > 0)) return null;
  const statistic = (a.mean - b.mean) / se;
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const pValue = 2 * (1 - studentTCdf(Math.abs(statistic), df));
  return { statistic, pValue, df, significant: pValue < alpha };
}

export function summarize(values: readonly number[]): SampleSummary {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  return { mean, variance, n };
}

/**
 * Pooled two-proportion z-test, as statsmodels proportions_ztest(count, nobs) with the default
 * pooled variance: p = (x1 + x2) / (n1 + n2), z = (p1 - p2) / sqrt(p (1 - p) (1/n1 + 1/n2)).
 */
export function twoProportionZTest(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
  alpha = 0.05,
): TestResult | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const p = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(p * (1 - p) * (1 / n1 + 1 / n2));
  if (!(se > 0)) return null;
  const statistic = (x1 / n1 - x2 / n2) / se;
  const pValue = 2 * (1 - normalCdf(Math.abs(statistic)));
  return { statistic, pValue, df: null, significant: pValue < alpha };
}

/** A z-test of two independent estimates with known standard errors (used for NPS change). */
export function zTestOfEstimates(
  a: number,
  seA: number,
  b: number,
  seB: number,
  alpha = 0.05,
): TestResult | null {
  const se = Math.sqrt(seA ** 2 + seB ** 2);
  if (!(se > 0)) return null;
  const statistic = (a - b) / se;
  const pValue = 2 * (1 - normalCdf(Math.abs(statistic)));
  return { statistic, pValue, df: null, significant: pValue < alpha };
}
