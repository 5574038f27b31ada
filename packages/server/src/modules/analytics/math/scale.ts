/** Scores on 0-100 (ANALYTICS.md 1): linear rescale of a rating by its own scale. */

export function rescale(x: number, min: number, max: number): number {
  if (max <= min) throw new RangeError('scale max must exceed min');
  return ((x - min) / (max - min)) * 100;
}

/** The overall reputation score: mean of the four Pulse items, each rescaled. */
export function pulseScore(items: readonly number[], min: number, max: number): number | null {
  if (items.length === 0) return null;
  return items.reduce((s, x) => s + rescale(x, min, max), 0) / items.length;
}
