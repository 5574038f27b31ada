import type {
  ReputationSegments,
  ReputationSummary,
  ReputationTrend,
  SegmentDimension,
} from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function summary(_args: AnalyticsArgs): ReputationSummary {
  return {
    dataset: null,
    brand: null,
    period: null,
    previousPeriod: null,
    overall: null,
    pulse: [],
    dimensions: [],
    cards: [],
  };
}

export function trend(_args: AnalyticsArgs): ReputationTrend {
  return { dataset: null, brand: null, months: [] };
}

export function segments(args: AnalyticsArgs & { by: SegmentDimension }): ReputationSegments {
  return { dataset: null, brand: null, by: args.by, period: null, rows: [] };
}
