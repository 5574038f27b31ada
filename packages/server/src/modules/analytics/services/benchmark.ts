/** Benchmarking: every KPI for the own brand and each competitor, ranked, with the gap tested. */
import {
  MIN_BASE,
  LOW_BASE,
  type BenchmarkResult,
  type Change,
  type Estimate,
} from '@repute/shared/analytics';
import { sql } from 'drizzle-orm';
import { mentions as m } from '../../../db/schema/index';
import { npsFromShares } from '../math/nps';
import { zTestOfEstimates } from '../math/significance';
import { cached } from './cache';
import { combineKpis, kpiSums, scorecardRows } from './brand';
import {
  datasetRef,
  datasetVersion,
  mentionsWhere,
  reportingPeriods,
  resolveScope,
  surveyBrands,
} from './scope';
import type { AnalyticsArgs } from './types';

export function benchmark(args: AnalyticsArgs): BenchmarkResult {
  const scope = resolveScope(args.db, args.customer.id, args.filter.datasetId);
  const dataset = scope.survey;
  const mediaVersion = datasetVersion(scope.mediaAll);
  return cached(
    args.customer.id,
    ['benchmark', datasetVersion(dataset), mediaVersion, args.filter],
    () => {
      const periods = reportingPeriods(dataset, args.filter);
      if (!dataset || !periods)
        return { dataset: datasetRef(dataset), period: null, brands: [], kpis: [] };
      const brands = surveyBrands(args.db, args.customer.id, dataset.id);
      const rows = kpiSums(
        { ...args, filter: { ...args.filter, brand: undefined } },
        dataset.id,
        periods.current,
        { byBrand: true },
      );
      const sums = new Map(
        brands.map((b) => [b.brand, combineKpis(rows.filter((r) => r.brand === b.brand))]),
      );
      const own = brands.find((b) => b.isOwn);
      const ownSums = own ? sums.get(own.brand) : undefined;
      // The scorecard's tests compare "current" with "previous"; here own brand against each brand.
      const perBrand = brands.map((b) => {
        const mine = sums.get(b.brand);
        return {
          brand: b,
          rows: mine ? scorecardRows(mine, ownSums && !b.isOwn ? ownSums : null) : [],
        };
      });
      const template = perBrand[0]?.rows ?? [];
      const media = mediaKpis(
        args,
        scope.mediaAll.map((d) => d.id),
        periods.current,
        brands,
      );
      return {
        dataset: datasetRef(dataset),
        period: periods.current,
        brands,
        kpis: [
          ...template.map((t) => {
            const values = perBrand.map(({ brand, rows }) => {
              const row = rows.find((r) => r.key === t.key);
              const change: Change | null = row?.change ?? null;
              return {
                brand: brand.brand,
                isOwn: brand.isOwn,
                estimate: row?.current ?? {
                  value: null,
                  ciLow: null,
                  ciHigh: null,
                  n: 0,
                  nEff: 0,
                  suppressed: true,
                  lowBase: true,
                },
                // change.delta is this brand minus own; the gap is own minus this brand.
                gapToOwn:
                  change?.delta === null || change?.delta === undefined
                    ? null
                    : Math.round(-change.delta * 100) / 100,
                significant: change?.significant ?? false,
                rank: null as number | null,
              };
            });
            const ranked = values
              .filter((v) => v.estimate.value !== null)
              .sort((a, b) => (b.estimate.value ?? 0) - (a.estimate.value ?? 0));
            ranked.forEach((v, i) => (v.rank = i + 1));
            return { key: t.key, label: t.label, kind: t.kind, values };
          }),
          ...media,
        ],
      };
    },
  );
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Media KPIs per brand over the same months: share of voice (mentions naming the brand / all
 * brand namings) and net sentiment (P - N) / all, tested against the own brand with the
 * multinomial variance (p + n - (p - n)²) / N, the same form as the NPS variance.
 */
function mediaKpis(
  args: AnalyticsArgs,
  mediaIds: number[],
  period: { from: string; to: string },
  brands: { brand: string; isOwn: boolean }[],
): BenchmarkResult['kpis'] {
  if (mediaIds.length === 0) return [];
  const label = sql`coalesce(${m.sentimentOverride}, ${m.sentimentLabel})`;
  const rows = args.db
    .select({
      brand: sql<string>`j.value`,
      n: sql<number>`count(*)`,
      positive: sql<number>`total(${label} = 'positive')`,
      negative: sql<number>`total(${label} = 'negative')`,
    })
    .from(sql`${m}, json_each(${m.brands}) as j`)
    .where(
      mentionsWhere(
        args.customer.id,
        mediaIds,
        { ...args.filter, brand: undefined },
        period,
        'all',
      ),
    )
    .groupBy(sql`j.value`)
    .all();
  const total = rows.reduce((t, r) => t + Number(r.n), 0);
  const net = (brand: string) => {
    const r = rows.find((x) => x.brand === brand);
    const n = Number(r?.n ?? 0);
    if (!r || n < MIN_BASE) return null;
    return { n, ...npsFromShares(Number(r.positive) / n, Number(r.negative) / n, n) };
  };
  const ownBrand = brands.find((b) => b.isOwn)?.brand ?? args.customer.name;
  const own = net(ownBrand);
  const empty = (n: number): Estimate => ({
    value: null,
    ciLow: null,
    ciHigh: null,
    n,
    nEff: 0,
    suppressed: true,
    lowBase: true,
  });
  const rank = <T extends { estimate: Estimate; rank: number | null }>(values: T[]) => {
    values
      .filter((v) => v.estimate.value !== null)
      .sort((a, b) => (b.estimate.value ?? 0) - (a.estimate.value ?? 0))
      .forEach((v, i) => (v.rank = i + 1));
    return values;
  };
  const sov = brands.map((b) => {
    const n = Number(rows.find((x) => x.brand === b.brand)?.n ?? 0);
    const share = total > 0 ? round((100 * n) / total) : null;
    const ownShare =
      total > 0 ? (100 * Number(rows.find((x) => x.brand === ownBrand)?.n ?? 0)) / total : null;
    return {
      brand: b.brand,
      isOwn: b.isOwn,
      estimate: {
        value: share,
        ciLow: null,
        ciHigh: null,
        n,
        nEff: n,
        suppressed: total === 0,
        lowBase: n < LOW_BASE,
      },
      rank: null as number | null,
      gapToOwn: b.isOwn || share === null || ownShare === null ? null : round(ownShare - share),
      significant: false,
    };
  });
  const sentiment = brands.map((b) => {
    const e = net(b.brand);
    const test = e && own && !b.isOwn ? zTestOfEstimates(own.nps, own.se, e.nps, e.se) : null;
    return {
      brand: b.brand,
      isOwn: b.isOwn,
      estimate: e
        ? {
            value: round(e.nps),
            ciLow: round(e.ciLow),
            ciHigh: round(e.ciHigh),
            n: e.n,
            nEff: e.n,
            suppressed: false,
            lowBase: e.n < LOW_BASE,
          }
        : empty(Number(rows.find((x) => x.brand === b.brand)?.n ?? 0)),
      rank: null as number | null,
      gapToOwn: e && own && !b.isOwn ? round(own.nps - e.nps) : null,
      significant: test?.significant ?? false,
    };
  });
  return [
    { key: 'share_of_voice', label: 'Share of voice', kind: 'percent', values: rank(sov) },
    { key: 'net_sentiment', label: 'Net sentiment', kind: 'net', values: rank(sentiment) },
  ];
}
