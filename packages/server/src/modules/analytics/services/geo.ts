import type { GeoResult } from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function regions(_args: AnalyticsArgs): GeoResult {
  return { dataset: null, mediaDataset: null, rows: [] };
}
