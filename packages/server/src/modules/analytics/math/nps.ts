/** Net Promoter Score (ANALYTICS.md 4) and its sampling variance (ANALYTICS.md 3). */
import { normalQuantile } from './distributions';

export interface NpsEstimate {
  /** -100..100 */
  nps: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** Standard error in NPS points. */
  se: number;
  ciLow: number;
  ciHigh: number;
}

export const isPromoter = (score: number) => score >= 9;
export const isDetractor = (score: number) => score <= 6;

/**
 * From promoter and detractor proportions p and d on base n (n_eff when weighted):
 * NPS = 100 (p - d), Var(p - d) = (p + d - (p - d)^2) / n.
 */
export function npsFromShares(p: number, d: number, n: number, level = 0.95): NpsEstimate {
  const nps = 100 * (p - d);
  const variance = n > 0 ? (p + d - (p - d) ** 2) / n : Number.NaN;
  const se = 100 * Math.sqrt(variance);
  const z = normalQuantile(1 - (1 - level) / 2);
  return {
    nps,
    promoters: 100 * p,
    passives: 100 * (1 - p - d),
    detractors: 100 * d,
    se,
    ciLow: Math.max(-100, nps - z * se),
    ciHigh: Math.min(100, nps + z * se),
  };
}

export function npsFromScores(scores: readonly number[], level = 0.95): NpsEstimate {
  const n = scores.length;
  const p = scores.filter(isPromoter).length / n;
  const d = scores.filter(isDetractor).length / n;
  return npsFromShares(p, d, n, level);
}
