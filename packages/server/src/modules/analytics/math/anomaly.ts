/** Spike detection (ANALYTICS.md 8): EWMA control chart and rolling robust z-score. */

export interface EwmaPoint {
  value: number;
  ewma: number;
  ucl: number;
  lcl: number;
  outOfControl: boolean;
}

/**
 * EWMA chart as R's qcc::ewma: z_i = λ x_i + (1 - λ) z_{i-1}, z_0 = centre; limits
 * centre ± L σ sqrt(λ / (2 - λ) (1 - (1 - λ)^(2i))). Defaults λ = 0.2, L = 3.
 */
export function ewmaChart(
  values: readonly number[],
  centre: number,
  sigma: number,
  lambda = 0.2,
  L = 3,
): EwmaPoint[] {
  let z = centre;
  return values.map((x, k) => {
    const i = k + 1;
    z = lambda * x + (1 - lambda) * z;
    const width = L * sigma * Math.sqrt((lambda / (2 - lambda)) * (1 - (1 - lambda) ** (2 * i)));
    return {
      value: x,
      ewma: z,
      ucl: centre + width,
      lcl: centre - width,
      outOfControl: z > centre + width || z < centre - width,
    };
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Median absolute deviation scaled by 1.4826 (consistent with σ under normality). */
export function scaledMad(values: readonly number[]): number {
  const m = median(values);
  return 1.4826 * median(values.map((v) => Math.abs(v - m)));
}

export interface RobustZOptions {
  /** Previous points in the window (current point excluded). */
  window?: number;
  /** Fewer previous points than this: no score. */
  minHistory?: number;
  /** Counts below this are never spikes. */
  minVolume?: number;
  threshold?: number;
  /** Transform counts with log1p first (default true). */
  log?: boolean;
}

/**
 * Rolling robust z: (x_t - median(prev)) / (1.4826 MAD(prev)) over the previous `window`
 * points, on log1p counts. A spike needs z >= threshold and volume >= minVolume.
 */
export function robustZScores(
  counts: readonly number[],
  options: RobustZOptions = {},
): { z: number | null; spike: boolean }[] {
  const window = options.window ?? 28;
  const minHistory = options.minHistory ?? 7;
  const minVolume = options.minVolume ?? 10;
  const threshold = options.threshold ?? 3.5;
  const transform = options.log === false ? (x: number) => x : Math.log1p;
  const series = counts.map(transform);
  return series.map((x, t) => {
    const previous = series.slice(Math.max(0, t - window), t);
    if (previous.length < minHistory) return { z: null, spike: false };
    const m = median(previous);
    // A flat history has MAD 0; fall back to a small floor so one jump is not infinite.
    const spread = Math.max(scaledMad(previous), 1e-6);
    const z = (x - m) / spread;
    return { z, spike: z >= threshold && (counts[t] ?? 0) >= minVolume };
  });
}
