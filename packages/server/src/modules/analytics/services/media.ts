/** Media: share of voice, net sentiment by channel and platform, volume with spikes. */
import {
  NET_SENTIMENT_FORMULA,
  type MediaSentimentResult,
  type MediaSentimentRow,
  type MediaVolumeResult,
  type ShareOfVoiceResult,
} from '@repute/shared/analytics';
import { sql, type SQL } from 'drizzle-orm';
import { mentions as m } from '../../../db/schema/index';
import { ewmaChart, median, robustZScores, scaledMad } from '../math/anomaly';
import { cached } from './cache';
import {
  datasetRef,
  datasetVersion,
  mentionsWhere,
  monthRange,
  monthsBetween,
  resolveScope,
} from './scope';
import type { AnalyticsArgs } from './types';

const label = sql`coalesce(${m.sentimentOverride}, ${m.sentimentLabel})`;
const round1 = (x: number) => Math.round(x * 10) / 10;

export function shareOfVoice(
  args: AnalyticsArgs & { basis: 'mentions' | 'reach' },
): ShareOfVoiceResult {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.media;
  const ids = scope.mediaAll.map((d) => d.id);
  return cached(
    args.customer.id,
    ['sov', datasetVersion(scope.mediaAll), args.filter, args.basis],
    () => {
      const range = monthRange(dataset, args.filter);
      if (!dataset || !range)
        return { dataset: datasetRef(dataset), basis: args.basis, brands: [], months: [] };
      const month = sql<string>`substr(${m.date}, 1, 7)`;
      const rows = args.db
        .select({
          month,
          brand: sql<string>`j.value`,
          isOwn: sql<number>`max(${m.isOwnBrand})`,
          count: sql<number>`count(*)`,
          reach: sql<number>`total(${m.reach})`,
        })
        .from(sql`${m}, json_each(${m.brands}) as j`)
        .where(
          mentionsWhere(args.customer.id, ids, { ...args.filter, brand: undefined }, range, 'all'),
        )
        .groupBy(month, sql`j.value`)
        .all();
      const value = (r: { count: number; reach: number }) =>
        args.basis === 'reach' ? Number(r.reach) : Number(r.count);
      const names = [...new Set(rows.map((r) => r.brand))];
      const totals = names.map((brand) => {
        const list = rows.filter((r) => r.brand === brand);
        return {
          brand,
          isOwn:
            brand === args.customer.name ||
            list.some((r) => Number(r.isOwn) === 1 && brand === args.customer.name),
          mentions: list.reduce((t, r) => t + Number(r.count), 0),
          reach: list.reduce((t, r) => t + Number(r.reach), 0),
        };
      });
      const all = totals.reduce((t, b) => t + (args.basis === 'reach' ? b.reach : b.mentions), 0);
      const brands = totals
        .map((b) => ({
          ...b,
          share:
            all > 0 ? round1((100 * (args.basis === 'reach' ? b.reach : b.mentions)) / all) : 0,
        }))
        .sort((a, b) => Number(b.isOwn) - Number(a.isOwn) || b.share - a.share);
      const months = monthsBetween(range.from, range.to).map((month) => {
        const list = rows.filter((r) => r.month === month);
        const sum = list.reduce((t, r) => t + value(r), 0);
        return {
          month,
          shares: Object.fromEntries(
            names.map((n) => [
              n,
              sum > 0
                ? round1(
                    (100 * list.filter((r) => r.brand === n).reduce((t, r) => t + value(r), 0)) /
                      sum,
                  )
                : 0,
            ]),
          ),
        };
      });
      return { dataset: datasetRef(dataset), basis: args.basis, brands, months };
    },
  );
}

function sentimentRows(
  args: AnalyticsArgs,
  datasetId: number[],
  range: { from: string; to: string },
  key: SQL,
): MediaSentimentRow[] {
  return args.db
    .select({
      key: sql<string | null>`${key}`,
      total: sql<number>`count(*)`,
      positive: sql<number>`total(${label} = 'positive')`,
      neutral: sql<number>`total(${label} = 'neutral')`,
      negative: sql<number>`total(${label} = 'negative')`,
      reach: sql<number>`total(${m.reach})`,
      engagement: sql<number>`total(${m.engagement})`,
    })
    .from(m)
    .where(mentionsWhere(args.customer.id, datasetId, args.filter, range))
    .groupBy(key)
    .all()
    .filter((r) => r.key !== null)
    .map((r) => {
      const total = Number(r.total);
      const reach = Number(r.reach);
      return {
        key: String(r.key),
        total,
        positive: Number(r.positive),
        neutral: Number(r.neutral),
        negative: Number(r.negative),
        netSentiment:
          total > 0 ? round1((100 * (Number(r.positive) - Number(r.negative))) / total) : null,
        reach,
        engagement: Number(r.engagement),
        engagementRate:
          reach > 0 ? Math.round((10_000 * Number(r.engagement)) / reach) / 100 : null,
      };
    })
    .sort((a, b) => b.total - a.total);
}

export function sentiment(args: AnalyticsArgs): MediaSentimentResult {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.media;
  const ids = scope.mediaAll.map((d) => d.id);
  return cached(
    args.customer.id,
    ['mediaSentiment', datasetVersion(scope.mediaAll), args.filter],
    () => {
      const range = monthRange(dataset, args.filter);
      if (!dataset || !range)
        return {
          dataset: datasetRef(dataset),
          formula: NET_SENTIMENT_FORMULA,
          byChannel: [],
          byPlatform: [],
        };
      return {
        dataset: datasetRef(dataset),
        formula: NET_SENTIMENT_FORMULA,
        byChannel: sentimentRows(args, ids, range, sql`${m.channel}`),
        byPlatform: sentimentRows(args, ids, range, sql`${m.platform}`),
      };
    },
  );
}

/**
 * Daily volume for ranges up to 6 months, monthly beyond. Spikes: robust z on log1p counts over
 * the previous 28 days (12 months); EWMA chart (λ 0.2, L 3) around the median with σ from MAD.
 */
export function volume(args: AnalyticsArgs): MediaVolumeResult {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.media;
  const ids = scope.mediaAll.map((d) => d.id);
  return cached(args.customer.id, ['volume', datasetVersion(scope.mediaAll), args.filter], () => {
    const range = monthRange(dataset, args.filter);
    if (!dataset || !range)
      return { dataset: datasetRef(dataset), granularity: 'month', points: [] };
    const months = monthsBetween(range.from, range.to);
    const granularity = months.length <= 6 ? 'day' : 'month';
    const bucket =
      granularity === 'day' ? sql<string>`${m.date}` : sql<string>`substr(${m.date}, 1, 7)`;
    const rows = args.db
      .select({
        date: bucket,
        count: sql<number>`count(*)`,
        reach: sql<number>`total(${m.reach})`,
        net: sql<number>`total(case ${label} when 'positive' then 1 when 'negative' then -1 else 0 end)`,
      })
      .from(m)
      .where(mentionsWhere(args.customer.id, ids, args.filter, range))
      .groupBy(bucket)
      .all();
    const keys = granularity === 'month' ? months : days(range.from, range.to);
    const byKey = new Map(rows.map((r) => [String(r.date), r]));
    const counts = keys.map((k) => Number(byKey.get(k)?.count ?? 0));
    const z = robustZScores(
      counts,
      granularity === 'day' ? { window: 28, minHistory: 7 } : { window: 12, minHistory: 3 },
    );
    const centre = median(counts);
    const sigma = Math.max(scaledMad(counts), 1e-6);
    const chart = ewmaChart(counts, centre, sigma);
    return {
      dataset: datasetRef(dataset),
      granularity,
      points: keys.map((k, i) => {
        const row = byKey.get(k);
        const count = counts[i] ?? 0;
        return {
          date: k,
          count,
          reach: Number(row?.reach ?? 0),
          netSentiment: count > 0 ? round1((100 * Number(row?.net ?? 0)) / count) : null,
          z:
            z[i]?.z === null || z[i]?.z === undefined
              ? null
              : Math.round((z[i]?.z ?? 0) * 100) / 100,
          ewma: chart[i] ? round1(chart[i].ewma) : null,
          ucl: chart[i] ? round1(chart[i].ucl) : null,
          lcl: chart[i] ? round1(Math.max(0, chart[i].lcl)) : null,
          spike: z[i]?.spike ?? false,
        };
      }),
    };
  });
}

function days(from: string, to: string): string[] {
  const out: string[] = [];
  const end = new Date(`${to}-01T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + 1);
  for (let d = new Date(`${from}-01T00:00:00Z`); d < end; d.setUTCDate(d.getUTCDate() + 1))
    out.push(d.toISOString().slice(0, 10));
  return out;
}
