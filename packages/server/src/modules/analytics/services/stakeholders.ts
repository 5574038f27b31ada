import type { RelationshipsResult, StakeholderGroupsResult } from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function groups(_args: AnalyticsArgs): StakeholderGroupsResult {
  return { dataset: null, rows: [] };
}
export function relationships(_args: AnalyticsArgs): RelationshipsResult {
  return { dataset: null, groups: [] };
}
