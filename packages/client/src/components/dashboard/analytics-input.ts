import type { SegmentDimension, TAnalyticsFilter } from '@repute/shared/analytics';
import { SEGMENT_DIMENSIONS } from '@repute/shared/analytics';
import { useMemo } from 'react';
import { useCurrentCustomer } from '../../lib/current-customer';
import { useSelectedDataset } from '../../lib/selected-dataset';
import { splitSegment, useAnalyticsFilters, type AnalyticsFilters } from './use-analytics-filters';

/**
 * The analytics procedures' filter input from the URL filters, the selected customer and the
 * customer's selected dataset. The customer id is part of the input so cached answers never
 * cross customers.
 */
export function toAnalyticsInput(
  customerId: number,
  filters: AnalyticsFilters,
  storedDatasetId: number | null,
): TAnalyticsFilter {
  const input: TAnalyticsFilter = { customerId };
  const datasetId = filters.datasetId ?? storedDatasetId;
  if (datasetId) input.datasetId = datasetId;
  if (filters.from) input.from = filters.from;
  if (filters.to && (!filters.from || filters.to >= filters.from)) input.to = filters.to;
  if (filters.brand) input.brand = filters.brand;
  const segment = splitSegment(filters.segment);
  if (segment && (SEGMENT_DIMENSIONS as readonly string[]).includes(segment.dimension)) {
    input.segment = { dimension: segment.dimension as SegmentDimension, value: segment.value };
  }
  return input;
}

/** The filter input for the current screen, or null while no customer is selected. */
export function useAnalyticsInput(): {
  input: TAnalyticsFilter;
  enabled: boolean;
  customer: { id: number; code: string; name: string } | null;
  filters: AnalyticsFilters;
} {
  const { customer } = useCurrentCustomer();
  const { filters } = useAnalyticsFilters();
  const [storedDatasetId] = useSelectedDataset(customer?.id);
  const input = useMemo(
    () => toAnalyticsInput(customer?.id ?? 0, filters, storedDatasetId),
    [customer?.id, filters, storedDatasetId],
  );
  return { input, enabled: Boolean(customer), customer, filters };
}
