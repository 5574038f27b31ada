/** Geographic analysis: score by region (ranked) with mention volume and net sentiment. */
import type { GeoResult } from '@repute/shared/analytics';
import { sql } from 'drizzle-orm';
import { mentions } from '../../../db/schema/index';
import { cached } from './cache';
import {
  datasetRef,
  datasetVersion,
  mentionsWhere,
  monthRange,
  reportingPeriods,
  resolveScope,
} from './scope';
import { segmentRows } from './reputation';
import type { AnalyticsArgs } from './types';

export function regions(args: AnalyticsArgs): GeoResult {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  return cached(
    args.customer.id,
    ['geo', datasetVersion(scope.survey), datasetVersion(scope.mediaAll), args.filter],
    () => {
      const periods = reportingPeriods(scope.survey, args.filter);
      const survey =
        scope.survey && periods
          ? segmentRows(args, scope.survey.id, periods.current, 'region')
          : [];
      const mediaPeriod = periods?.current ?? monthRange(scope.media, args.filter);
      const media =
        scope.media && mediaPeriod
          ? args.db
              .select({
                region: mentions.region,
                count: sql<number>`count(*)`,
                net: sql<number>`total(case coalesce(${mentions.sentimentOverride}, ${mentions.sentimentLabel}) when 'positive' then 1 when 'negative' then -1 else 0 end)`,
              })
              .from(mentions)
              .where(
                mentionsWhere(
                  args.customer.id,
                  scope.mediaAll.map((d) => d.id),
                  { ...args.filter, segment: undefined },
                  mediaPeriod,
                ),
              )
              .groupBy(mentions.region)
              .all()
          : [];
      const names = [
        ...new Set([
          ...survey.map((r) => r.value),
          ...media.map((m) => m.region).filter((r): r is string => !!r),
        ]),
      ];
      const rows = names.map((region) => {
        const s = survey.find((r) => r.value === region);
        const m = media.find((x) => x.region === region);
        const count = Number(m?.count ?? 0);
        return {
          region,
          overall: s?.overall ?? {
            value: null,
            ciLow: null,
            ciHigh: null,
            n: 0,
            nEff: 0,
            suppressed: true,
            lowBase: true,
            band: null,
          },
          rank: null as number | null,
          mentions: count,
          netSentiment: count > 0 ? Math.round((1000 * Number(m?.net ?? 0)) / count) / 10 : null,
        };
      });
      rows
        .filter((r) => r.overall.value !== null)
        .sort((a, b) => (b.overall.value ?? 0) - (a.overall.value ?? 0))
        .forEach((r, i) => (r.rank = i + 1));
      rows.sort(
        (a, b) =>
          (a.rank ?? 1e9) - (b.rank ?? 1e9) ||
          b.mentions - a.mentions ||
          a.region.localeCompare(b.region),
      );
      return { dataset: datasetRef(scope.survey), mediaDataset: datasetRef(scope.media), rows };
    },
  );
}
