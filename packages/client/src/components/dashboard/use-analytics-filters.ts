import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The shared filter state of every dashboard, kept in the URL so a view can be bookmarked and
 * shared: ?from=YYYY-MM&to=YYYY-MM&dataset=<id>&brand=<name>&segment=<dimension:value>.
 * Other parameters (customer, tab, ...) are left as they are.
 */
export interface AnalyticsFilters {
  from: string | null;
  to: string | null;
  datasetId: number | null;
  brand: string | null;
  /** 'dimension:value', e.g. 'region:VIC' or 'ageBand:25-34'. */
  segment: string | null;
}

export const FILTER_PARAMS = {
  from: 'from',
  to: 'to',
  datasetId: 'dataset',
  brand: 'brand',
  segment: 'segment',
} as const satisfies Record<keyof AnalyticsFilters, string>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function parseFilters(params: URLSearchParams): AnalyticsFilters {
  const from = params.get(FILTER_PARAMS.from);
  const to = params.get(FILTER_PARAMS.to);
  const dataset = Number(params.get(FILTER_PARAMS.datasetId));
  const brand = params.get(FILTER_PARAMS.brand)?.trim() || null;
  const segment = params.get(FILTER_PARAMS.segment)?.trim() || null;
  return {
    from: from && MONTH.test(from) ? from : null,
    to: to && MONTH.test(to) ? to : null,
    datasetId: Number.isInteger(dataset) && dataset > 0 ? dataset : null,
    brand,
    segment: segment && segment.includes(':') ? segment : null,
  };
}

/** Writes a patch into a copy of the params; null removes the parameter. */
export function applyFilters(
  params: URLSearchParams,
  patch: Partial<AnalyticsFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, name] of Object.entries(FILTER_PARAMS) as [keyof AnalyticsFilters, string][]) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

export function splitSegment(segment: string | null): { dimension: string; value: string } | null {
  if (!segment) return null;
  const at = segment.indexOf(':');
  if (at <= 0 || at === segment.length - 1) return null;
  return { dimension: segment.slice(0, at), value: segment.slice(at + 1) };
}

export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = useCallback(
    (patch: Partial<AnalyticsFilters>) => {
      // Replace, not push: changing a filter should not fill the back button's history.
      setParams((current) => applyFilters(current, patch), { replace: true });
    },
    [setParams],
  );
  const reset = useCallback(
    () => setFilters({ from: null, to: null, datasetId: null, brand: null, segment: null }),
    [setFilters],
  );
  return { filters, setFilters, reset };
}
