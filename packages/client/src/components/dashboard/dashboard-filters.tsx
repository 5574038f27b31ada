import {
  SEGMENT_DIMENSION_LABELS,
  STAKEHOLDER_LABELS,
  type BenchmarkResult,
  type GeoResult,
} from '@repute/shared/analytics';
import { useMemo } from 'react';
import { useCurrentCustomer } from '../../lib/current-customer';
import { useSelectedDataset } from '../../lib/selected-dataset';
import { trpc } from '../../lib/trpc';
import { createBrandPalette, type BrandPalette } from './brand-colors';
import { FilterBar, type FilterBarProps } from './filter-bar';
import { useAnalyticsFilters, type AnalyticsFilters } from './use-analytics-filters';

const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
const GENDERS = ['female', 'male', 'other', 'undisclosed'];

/** The last `count` months up to this one, oldest first ('YYYY-MM'). */
export function recentMonths(count: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

interface DatasetOption {
  id: number;
  name: string;
  kind: string;
  timeFrom: string | null;
  timeTo: string | null;
}

/** Dataset kinds the dashboards analyse. */
const ANALYSED_KINDS = ['survey', 'media', 'social', 'events'];

/** Every month the datasets cover (oldest first); the last 36 months when none say. */
export function datasetMonths(
  datasets: readonly { timeFrom: string | null; timeTo: string | null }[],
): string[] {
  const froms = datasets.map((d) => d.timeFrom?.slice(0, 7)).filter((m): m is string => !!m);
  const tos = datasets.map((d) => d.timeTo?.slice(0, 7)).filter((m): m is string => !!m);
  if (!froms.length || !tos.length) return recentMonths(36);
  const first = froms.sort()[0]!;
  const last = tos.sort().at(-1)!;
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 600; guard += 1) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= last) break;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/**
 * The brands of the selected customer (own brand first, then competitors) from the benchmark
 * answer, which lists every brand of the dataset. Shared by the filter bar and the colours.
 */
export function useBrands(): {
  brands: { brand: string; isOwn: boolean }[];
  palette: BrandPalette;
  isLoading: boolean;
} {
  const { customer } = useCurrentCustomer();
  const { filters } = useAnalyticsFilters();
  const [storedDatasetId] = useSelectedDataset(customer?.id);
  const datasetId = filters.datasetId ?? storedDatasetId ?? undefined;
  const query = trpc.analytics.benchmark.kpis.useQuery(
    { customerId: customer?.id ?? 0, ...(datasetId ? { datasetId } : {}) },
    { enabled: Boolean(customer) },
  );
  const data = query.data as BenchmarkResult | undefined;
  return useMemo(() => {
    const brands = data?.brands ?? [];
    const own = brands.find((b) => b.isOwn)?.brand ?? customer?.name ?? null;
    const sorted = [
      ...brands.filter((b) => b.isOwn),
      ...brands.filter((b) => !b.isOwn).sort((a, b) => a.brand.localeCompare(b.brand)),
    ];
    return {
      brands: sorted,
      palette: createBrandPalette(
        own,
        brands.filter((b) => !b.isOwn).map((b) => b.brand),
      ),
      isLoading: query.isLoading,
    };
  }, [data, customer?.name, query.isLoading]);
}

/** The filter bar with its options loaded for the selected customer. */
export function DashboardFilters({ show }: { show?: readonly (keyof AnalyticsFilters)[] }) {
  const { customer } = useCurrentCustomer();
  const [storedDatasetId, setStoredDatasetId] = useSelectedDataset(customer?.id);
  const { filters } = useAnalyticsFilters();
  const { brands } = useBrands();
  const datasetId = filters.datasetId ?? storedDatasetId ?? undefined;
  const showsSegment = !show || show.includes('segment');
  const geo = trpc.analytics.geo.regions.useQuery(
    { customerId: customer?.id ?? 0, ...(datasetId ? { datasetId } : {}) },
    { enabled: Boolean(customer) && showsSegment },
  );
  const regions = ((geo.data as GeoResult | undefined)?.rows ?? []).map((r) => r.region);
  const datasetsQuery = trpc.datasets.list.useQuery(undefined, { enabled: Boolean(customer) });
  const datasets = useMemo(
    () =>
      ((datasetsQuery.data ?? []) as DatasetOption[]).filter((d) =>
        ANALYSED_KINDS.includes(d.kind),
      ),
    [datasetsQuery.data],
  );
  const months = useMemo(() => datasetMonths(datasets), [datasets]);
  const segments: FilterBarProps['segments'] = useMemo(
    () => [
      {
        group: SEGMENT_DIMENSION_LABELS.age_band,
        items: AGE_BANDS.map((v) => ({ value: `age_band:${v}`, label: v })),
      },
      {
        group: SEGMENT_DIMENSION_LABELS.gender,
        items: GENDERS.map((v) => ({
          value: `gender:${v}`,
          label: v.charAt(0).toUpperCase() + v.slice(1),
        })),
      },
      {
        group: SEGMENT_DIMENSION_LABELS.region,
        items: [...regions].sort().map((v) => ({ value: `region:${v}`, label: v })),
      },
      {
        group: SEGMENT_DIMENSION_LABELS.stakeholder_group,
        items: Object.entries(STAKEHOLDER_LABELS).map(([v, label]) => ({
          value: `stakeholder_group:${v}`,
          label,
        })),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [regions.join('|')],
  );
  return (
    <FilterBar
      show={show}
      months={months}
      brands={brands.map((b) => b.brand)}
      datasets={datasets}
      segments={segments}
      onDatasetChange={(id) => setStoredDatasetId(id)}
    />
  );
}
