import {
  NET_SENTIMENT_FORMULA,
  type MediaSentimentResult,
  type MediaVolumeResult,
  type ShareOfVoiceResult,
} from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function shareOfVoice(
  args: AnalyticsArgs & { basis: 'mentions' | 'reach' },
): ShareOfVoiceResult {
  return { dataset: null, basis: args.basis, brands: [], months: [] };
}
export function sentiment(_args: AnalyticsArgs): MediaSentimentResult {
  return { dataset: null, formula: NET_SENTIMENT_FORMULA, byChannel: [], byPlatform: [] };
}
export function volume(_args: AnalyticsArgs): MediaVolumeResult {
  return { dataset: null, granularity: 'month', points: [] };
}
