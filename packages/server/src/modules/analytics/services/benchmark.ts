import type { BenchmarkResult } from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function benchmark(_args: AnalyticsArgs): BenchmarkResult {
  return { dataset: null, period: null, brands: [], kpis: [] };
}
