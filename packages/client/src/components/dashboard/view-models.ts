/**
 * What the dashboard sections draw. The analytics procedures' answers are mapped onto these in
 * analytics-hooks.ts, so every screen shows a figure the same way (and the mapping is tested).
 */
import type { KpiChange } from './kpi-card';

/** A 0-100 score with its uncertainty and base (ANALYTICS.md 1-3). */
export interface ScoreVM {
  key: string;
  label: string;
  score: number | null;
  low: number | null;
  high: number | null;
  band: string | null;
  n: number;
  nEff: number | null;
  /** n < 30: the figure is withheld. */
  suppressed: boolean;
  /** n < 100. */
  lowBase: boolean;
  change: KpiChange | null;
  /** Monthly scores for the sparkline and trend, oldest first. */
  series: { month: string; score: number | null }[];
}

export interface DriverVM {
  key: string;
  label: string;
  /** Share of R² from Johnson's relative weights, 0-1 (sums to 1 over drivers). */
  share: number;
  /** LMG (Shapley) share as the check, 0-1. */
  lmgShare: number | null;
  /** The driver's own score (0-100): the quadrant's x. */
  performance: number | null;
  beta: number | null;
}

export interface DriversVM {
  r2: number | null;
  n: number;
  drivers: DriverVM[];
  target: string;
  /** Quadrant cut lines: mean share (0-1) and mean performance. */
  importanceMid: number | null;
  performanceMid: number | null;
}

export interface ThemeVM {
  id: string;
  name: string;
  volume: number;
  /** Share of all comments/mentions, 0-1. */
  share: number;
  /** Net sentiment, -1..1. */
  netSentiment: number | null;
  trend: { month: string; volume: number }[];
  quotes: string[];
  source?: string;
}
