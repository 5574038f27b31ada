import { Button, Group, Paper, Select, type ComboboxData } from '@mantine/core';
import { useMemo } from 'react';
import { formatMonth } from './format';
import { useAnalyticsFilters, type AnalyticsFilters } from './use-analytics-filters';

export interface FilterOptions {
  datasets?: readonly { id: number; name: string; kind?: string }[];
  /** 'YYYY-MM' months the data covers, oldest first. */
  months?: readonly string[];
  brands?: readonly string[];
  /** Segments grouped by dimension; values are 'dimension:value'. */
  segments?: readonly { group: string; items: readonly { value: string; label: string }[] }[];
}

export interface FilterBarProps extends FilterOptions {
  /** Which controls this screen uses (all by default). */
  show?: readonly (keyof AnalyticsFilters)[];
  loading?: boolean;
  /** Called after the dataset changes, e.g. to remember it per customer. */
  onDatasetChange?: (id: number | null) => void;
}

const ALL: readonly (keyof AnalyticsFilters)[] = ['from', 'to', 'datasetId', 'brand', 'segment'];

/** The shared filter bar: date range (months), dataset, brand, segment; its state is the URL. */
export function FilterBar({
  datasets = [],
  months = [],
  brands = [],
  segments = [],
  show = ALL,
  loading = false,
  onDatasetChange,
}: FilterBarProps) {
  const { filters, setFilters, reset } = useAnalyticsFilters();
  const monthData = useMemo(
    () => months.map((m) => ({ value: m, label: formatMonth(m) })),
    [months],
  );
  const datasetData = useMemo(
    () =>
      datasets.map((d) => ({
        value: String(d.id),
        label: d.kind ? `${d.name} (${d.kind})` : d.name,
      })),
    [datasets],
  );
  const segmentData: ComboboxData = useMemo(
    () => segments.map((s) => ({ group: s.group, items: s.items.map((i) => ({ ...i })) })),
    [segments],
  );
  const has = (key: keyof AnalyticsFilters) => show.includes(key);
  const active =
    filters.from || filters.to || filters.datasetId || filters.brand || filters.segment;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      role="search"
      aria-label="Filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {has('from') ? (
          <Select
            label="From"
            placeholder="First month"
            data={monthData}
            value={filters.from}
            onChange={(value) => setFilters({ from: value })}
            clearable
            searchable
            w={150}
            size="xs"
            disabled={loading}
          />
        ) : null}
        {has('to') ? (
          <Select
            label="To"
            placeholder="Latest month"
            data={monthData.filter((m) => !filters.from || m.value >= filters.from)}
            value={filters.to}
            onChange={(value) => setFilters({ to: value })}
            clearable
            searchable
            w={150}
            size="xs"
            disabled={loading}
          />
        ) : null}
        {has('datasetId') ? (
          <Select
            label="Dataset"
            placeholder="All data"
            data={datasetData}
            value={filters.datasetId ? String(filters.datasetId) : null}
            onChange={(value) => {
              const id = value ? Number(value) : null;
              setFilters({ datasetId: id });
              onDatasetChange?.(id);
            }}
            clearable
            w={{ base: '100%', xs: 240 }}
            size="xs"
            disabled={loading}
            nothingFoundMessage="No datasets"
          />
        ) : null}
        {has('brand') ? (
          <Select
            label="Brand"
            placeholder="Own brand"
            data={brands.map((b) => ({ value: b, label: b }))}
            value={filters.brand}
            onChange={(value) => setFilters({ brand: value })}
            clearable
            w={180}
            size="xs"
            disabled={loading}
          />
        ) : null}
        {has('segment') ? (
          <Select
            label="Segment"
            placeholder="Everyone"
            data={segmentData}
            value={filters.segment}
            onChange={(value) => setFilters({ segment: value })}
            clearable
            searchable
            w={200}
            size="xs"
            disabled={loading}
          />
        ) : null}
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            reset();
            onDatasetChange?.(null);
          }}
          disabled={!active}
        >
          Reset filters
        </Button>
      </Group>
    </Paper>
  );
}
