import type {
  BrandTimelineResult,
  DemographicsResult,
  FunnelResult,
  ImageryResult,
  NpsResult,
  ScorecardResult,
  SegmentDimension,
} from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function funnel(_args: AnalyticsArgs): FunnelResult {
  return { dataset: null, brands: [] };
}
export function imagery(_args: AnalyticsArgs): ImageryResult {
  return { dataset: null, attributes: [], brands: [], ca: null };
}
export function demographics(args: AnalyticsArgs & { by: SegmentDimension }): DemographicsResult {
  return { dataset: null, by: args.by, rows: [] };
}
export function nps(_args: AnalyticsArgs): NpsResult {
  const empty = {
    value: null,
    ciLow: null,
    ciHigh: null,
    n: 0,
    nEff: 0,
    suppressed: true,
    lowBase: true,
  };
  return {
    dataset: null,
    brand: null,
    nps: empty,
    promoters: null,
    passives: null,
    detractors: null,
    change: null,
    months: [],
  };
}
export function scorecard(_args: AnalyticsArgs): ScorecardResult {
  return { dataset: null, brand: null, period: null, previousPeriod: null, rows: [] };
}
export function brandTimeline(_args: AnalyticsArgs): BrandTimelineResult {
  return { dataset: null, brand: null, months: [], events: [] };
}
