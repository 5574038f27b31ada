/** Benchmarking: every KPI for the own brand and each competitor, ranked, with the gap tested. */
import type { BenchmarkResult, Change } from '@repute/shared/analytics';
import { cached } from './cache';
import { combineKpis, kpiSums, scorecardRows } from './brand';
import { datasetRef, datasetVersion, reportingPeriods, resolveScope, surveyBrands } from './scope';
import type { AnalyticsArgs } from './types';

export function benchmark(args: AnalyticsArgs): BenchmarkResult {
  const dataset = resolveScope(args.db, args.customer.id, args.filter.datasetId).survey;
  return cached(args.customer.id, ['benchmark', datasetVersion(dataset), args.filter], () => {
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
    return {
      dataset: datasetRef(dataset),
      period: periods.current,
      brands,
      kpis: template.map((t) => {
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
    };
  });
}
