/** Stakeholders: perception by group, and the relationships map (closeness x sentiment). */
import type { RelationshipsResult, StakeholderGroupsResult } from '@repute/shared/analytics';
import { MIN_BASE, STAKEHOLDER_LABELS } from '@repute/shared/analytics';
import { cached } from './cache';
import { combineKpis, kpiSums } from './brand';
import { emptySums, npsEstimate, toEstimate, toScoreEstimate } from './measures';
import { segmentRows } from './reputation';
import { datasetRef, datasetVersion, reportingPeriods, resolveScope } from './scope';
import type { AnalyticsArgs } from './types';

export function groups(args: AnalyticsArgs): StakeholderGroupsResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  return cached(args.customer.id, ['stakeholders', datasetVersion(dataset), args.filter], () => {
    const periods = reportingPeriods(dataset, args.filter);
    if (!dataset || !periods) return { dataset: datasetRef(dataset), rows: [] };
    return {
      dataset: datasetRef(dataset),
      rows: segmentRows(args, dataset.id, periods.current, 'stakeholder_group'),
    };
  });
}

/**
 * Each group's importance is its closeness to the brand: the share familiar with it (of all
 * asked); its sentiment is the overall reputation score among those who rated it.
 */
export function relationships(args: AnalyticsArgs): RelationshipsResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  return cached(args.customer.id, ['relationships', datasetVersion(dataset), args.filter], () => {
    const periods = reportingPeriods(dataset, args.filter);
    if (!dataset || !periods) return { dataset: datasetRef(dataset), groups: [] };
    const rows = kpiSums(args, dataset.id, periods.current, { groupBy: 'stakeholder_group' });
    const values = [
      ...new Set(rows.map((r) => r.group).filter((g): g is string => g !== null)),
    ].sort();
    return {
      dataset: datasetRef(dataset),
      groups: values.map((group) => {
        const sums = combineKpis(rows.filter((r) => r.group === group));
        const n = sums.stages.aware?.n ?? 0;
        const suppressed = n < MIN_BASE;
        return {
          group,
          label: STAKEHOLDER_LABELS[group] ?? group,
          n,
          suppressed,
          importance: suppressed ? null : toEstimate(sums.stages.familiar ?? emptySums()).value,
          sentimentN: sums.scores.overall?.n ?? 0,
          sentiment: suppressed ? null : toScoreEstimate(sums.scores.overall ?? emptySums()).value,
          nps: suppressed ? null : (npsEstimate(sums.nps)?.value ?? null),
        };
      }),
    };
  });
}
