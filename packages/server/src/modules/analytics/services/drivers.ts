import type { DriversByBrand, DriversResult, ReputationDimension } from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function drivers(
  args: AnalyticsArgs & { dimension?: ReputationDimension | undefined },
): DriversResult {
  return {
    dataset: null,
    brand: null,
    level: args.dimension ? 'attributes' : 'dimensions',
    dimension: args.dimension ?? null,
    n: 0,
    rSquared: null,
    lmgRSquared: null,
    suppressed: true,
    importanceMid: null,
    performanceMid: null,
    drivers: [],
  };
}

export function driversByBrand(
  _args: AnalyticsArgs & { dimension?: ReputationDimension | undefined },
): DriversByBrand {
  return { brands: [], keys: [] };
}
