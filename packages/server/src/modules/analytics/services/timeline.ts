/** Timeline: score and mention volume by month with spikes, and events (data and editor). */
import type {
  Period,
  TimelineEventOut,
  TimelineSeries,
  ZAddEventInput,
} from '@repute/shared/analytics';
import { TRPCError } from '@trpc/server';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { datasets, editorEvents, mentions, timelineEvents } from '../../../db/schema/index';
import { robustZScores } from '../math/anomaly';
import { cached } from './cache';
import { toScoreEstimate, emptySums } from './measures';
import { combine, scoreSumsByMonth } from './reputation';
import {
  datasetRef,
  datasetVersion,
  mentionsWhere,
  monthRange,
  monthsBetween,
  resolveScope,
  surveyBrandName,
} from './scope';
import type { AnalyticsArgs } from './types';

/** Data events (from ready datasets) and editor events of the customer in the months, for the brand. */
export function eventsFor(
  args: Omit<AnalyticsArgs, 'filter'>,
  period: Period,
  brand: string | null,
): TimelineEventOut[] {
  const from = `${period.from}-01`;
  const to = `${period.to}-31`;
  const data = args.db
    .select({
      id: timelineEvents.id,
      date: timelineEvents.date,
      title: timelineEvents.title,
      description: timelineEvents.description,
      category: timelineEvents.category,
      impact: timelineEvents.impact,
      brand: timelineEvents.brand,
    })
    .from(timelineEvents)
    .innerJoin(
      datasets,
      and(eq(datasets.id, timelineEvents.datasetId), eq(datasets.status, 'ready')),
    )
    .where(
      and(
        eq(timelineEvents.customerId, args.customer.id),
        gte(timelineEvents.date, from),
        lte(timelineEvents.date, to),
      ),
    )
    .all()
    .filter((e) => !brand || e.brand === brand)
    .map((e) => ({ ...e, source: 'data' as const }));
  const editor = args.db
    .select({
      id: editorEvents.id,
      date: editorEvents.date,
      title: editorEvents.title,
      description: editorEvents.description,
      category: editorEvents.category,
      impact: editorEvents.impact,
      brand: editorEvents.brand,
    })
    .from(editorEvents)
    .where(
      and(
        eq(editorEvents.customerId, args.customer.id),
        gte(editorEvents.date, from),
        lte(editorEvents.date, to),
      ),
    )
    .all()
    .filter((e) => !brand || e.brand === null || e.brand === brand)
    .map((e) => ({ ...e, source: 'editor' as const }));
  return [...data, ...editor].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

export function series(args: AnalyticsArgs): TimelineSeries {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const surveyRange = monthRange(scope.survey, args.filter);
  const mediaRange = monthRange(scope.media, args.filter);
  const ranges = [surveyRange, mediaRange].filter((r): r is Period => !!r);
  if (ranges.length === 0) {
    return {
      surveyDataset: datasetRef(scope.survey),
      mediaDataset: datasetRef(scope.media),
      brand: null,
      months: [],
      events: [],
    };
  }
  const range = {
    from: ranges.map((r) => r.from).sort()[0] ?? '',
    to:
      ranges
        .map((r) => r.to)
        .sort()
        .at(-1) ?? '',
  };
  const brand = scope.survey
    ? surveyBrandName(args.db, args.customer.id, scope.survey.id, args.filter)
    : (args.filter.brand ?? args.customer.name);
  const months = cached(
    args.customer.id,
    ['timeline', datasetVersion(scope.survey), datasetVersion(scope.mediaAll), args.filter],
    () => {
      const scores =
        scope.survey && surveyRange ? scoreSumsByMonth(args, scope.survey.id, surveyRange) : [];
      const month = sql<string>`substr(${mentions.date}, 1, 7)`;
      const media =
        scope.media && mediaRange
          ? args.db
              .select({
                month,
                count: sql<number>`count(*)`,
                positive: sql<number>`total(coalesce(${mentions.sentimentOverride}, ${mentions.sentimentLabel}) = 'positive')`,
                negative: sql<number>`total(coalesce(${mentions.sentimentOverride}, ${mentions.sentimentLabel}) = 'negative')`,
              })
              .from(mentions)
              .where(
                mentionsWhere(
                  args.customer.id,
                  scope.mediaAll.map((d) => d.id),
                  args.filter,
                  mediaRange,
                ),
              )
              .groupBy(month)
              .all()
          : [];
      const list = monthsBetween(range.from, range.to);
      const counts = list.map((m) => Number(media.find((r) => r.month === m)?.count ?? 0));
      // Monthly series: a year of history at most, three months at least.
      const z = robustZScores(counts, { window: 12, minHistory: 3, minVolume: 10 });
      return list.map((m, i) => {
        const sums = combine(scores.filter((r) => r.month === m));
        const est = toScoreEstimate(sums.overall ?? emptySums());
        const row = media.find((r) => r.month === m);
        const total = Number(row?.count ?? 0);
        return {
          month: m,
          score: est.value,
          n: sums.overall?.n ?? 0,
          mentions: total,
          netSentiment:
            total > 0
              ? Math.round(
                  (1000 * (Number(row?.positive ?? 0) - Number(row?.negative ?? 0))) / total,
                ) / 10
              : null,
          z:
            z[i]?.z === null || z[i]?.z === undefined
              ? null
              : Math.round((z[i]?.z ?? 0) * 100) / 100,
          spike: z[i]?.spike ?? false,
        };
      });
    },
  );
  return {
    surveyDataset: datasetRef(scope.survey),
    mediaDataset: datasetRef(scope.media),
    brand,
    months,
    events: eventsFor(args, range, brand),
  };
}

export function addEvent(
  args: Omit<AnalyticsArgs, 'filter'> & { userId: number; input: z.output<typeof ZAddEventInput> },
): TimelineEventOut {
  const { input } = args;
  const row = args.db
    .insert(editorEvents)
    .values({
      customerId: args.customer.id,
      date: input.date,
      title: input.title,
      description: input.description,
      category: input.category,
      impact: input.impact,
      brand: input.brand ?? null,
      createdBy: args.userId,
    })
    .returning({ id: editorEvents.id })
    .get();
  return {
    id: row.id,
    date: input.date,
    title: input.title,
    description: input.description,
    category: input.category,
    impact: input.impact,
    brand: input.brand ?? null,
    source: 'editor',
  };
}

/** Deletes an editor event of this customer; data events belong to their dataset. */
export function deleteEvent(args: Omit<AnalyticsArgs, 'filter'> & { id: number }): {
  deleted: true;
} {
  const result = args.db
    .delete(editorEvents)
    .where(and(eq(editorEvents.id, args.id), eq(editorEvents.customerId, args.customer.id)))
    .run();
  if (result.changes === 0) throw new TRPCError({ code: 'NOT_FOUND', message: 'Event not found' });
  return { deleted: true };
}
