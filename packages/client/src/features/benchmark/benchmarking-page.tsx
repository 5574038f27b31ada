import { BarChart } from '@mantine/charts';
import { Badge, Select, Text } from '@mantine/core';
import type { BenchmarkResult } from '@repute/shared/analytics';
import { useState } from 'react';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { ChartCard } from '../../components/dashboard/chart-card';
import { DashboardFilters, useBrands } from '../../components/dashboard/dashboard-filters';
import { DashboardLayout, RequireCustomer } from '../../components/dashboard/dashboard-layout';
import { formatChange, formatInterval, formatMonth } from '../../components/dashboard/format';
import { trpc } from '../../lib/trpc';

type Kpi = BenchmarkResult['kpis'][number];

function valueText(kind: Kpi['kind'], v: number | null, suppressed: boolean) {
  if (suppressed) return 'n<30';
  if (v === null) return '—';
  if (kind === 'percent') return `${v.toFixed(1)}%`;
  if (kind === 'nps') return `${v > 0 ? '+' : ''}${v.toFixed(1)}`;
  return v.toFixed(1);
}

function BenchmarkContent() {
  const { input, enabled } = useAnalyticsInput();
  const { palette } = useBrands();
  const query = trpc.analytics.benchmark.kpis.useQuery({ ...input, brand: undefined }, { enabled });
  const data = query.data as BenchmarkResult | undefined;
  const brands = data?.brands ?? [];
  const kpis = data?.kpis ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const kpi = kpis.find((k) => k.key === selected) ?? kpis[0];

  type Row = { kpi: string; kind: Kpi['kind'] } & Record<string, unknown>;
  const rows: Row[] = kpis.map((k) => {
    const row: Row = { kpi: k.label, kind: k.kind };
    for (const v of k.values) row[v.brand] = v;
    return row;
  });
  const cell = (r: Row, brand: string) => r[brand] as Kpi['values'][number] | undefined;

  return (
    <>
      {data?.period ? (
        <Text size="sm" c="dimmed">
          {formatMonth(data.period.from)}–{formatMonth(data.period.to)}. Gap = own brand minus
          competitor; ★ marks a gap significant at 95%.
        </Text>
      ) : null}
      <ChartCard
        title="Every KPI, every brand"
        description="Value, rank among the brands, and the own brand's gap to each competitor."
        rows={rows}
        rowKey={(r) => r.kpi}
        columns={[
          { key: 'kpi', label: 'KPI' },
          ...brands.map((b) => ({
            key: b.brand,
            label: b.isOwn ? `${b.brand} (you)` : b.brand,
            numeric: true,
            value: (r: Row) => cell(r, b.brand)?.estimate.value ?? null,
            render: (r: Row) => {
              const c = cell(r, b.brand);
              if (!c) return '—';
              return (
                <span>
                  <Text span size="sm" fw={b.isOwn ? 700 : 500}>
                    {valueText(r.kind, c.estimate.value, c.estimate.suppressed)}
                  </Text>
                  {c.rank !== null ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      #{c.rank}
                    </Text>
                  ) : null}
                  {!b.isOwn && c.gapToOwn !== null ? (
                    <Text
                      span
                      size="xs"
                      c={c.significant ? (c.gapToOwn >= 0 ? 'green.7' : 'red.7') : 'dimmed'}
                      display="block"
                    >
                      gap {formatChange(c.gapToOwn)}
                      {c.significant ? ' ★' : ''}
                    </Text>
                  ) : null}
                  {c.estimate.lowBase && !c.estimate.suppressed ? (
                    <Badge
                      size="xs"
                      color="orange"
                      variant="light"
                      c="var(--mantine-color-text)"
                      ml={4}
                    >
                      Low base
                    </Badge>
                  ) : null}
                </span>
              );
            },
          })),
        ]}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage="No survey responses with competitor ratings in this range."
      />
      <ChartCard
        title={kpi ? `${kpi.label} by brand` : 'KPI by brand'}
        description="With the 95% interval in the table view."
        rows={kpi?.values ?? []}
        rowKey={(v) => v.brand}
        columns={[
          { key: 'brand', label: 'Brand' },
          {
            key: 'value',
            label: kpi?.label ?? 'Value',
            numeric: true,
            value: (v) => v.estimate.value,
            render: (v) => valueText(kpi?.kind ?? 'score', v.estimate.value, v.estimate.suppressed),
          },
          {
            key: 'ci',
            label: '95% CI',
            numeric: true,
            value: (v) => formatInterval(v.estimate.ciLow, v.estimate.ciHigh),
          },
          { key: 'rank', label: 'Rank', numeric: true },
          {
            key: 'gap',
            label: 'Gap to own',
            numeric: true,
            value: (v) => v.gapToOwn,
            render: (v) => formatChange(v.gapToOwn),
          },
          {
            key: 'significant',
            label: 'Significant',
            value: (v) => (v.isOwn ? '' : v.significant ? 'yes' : 'no'),
          },
          { key: 'n', label: 'n', numeric: true, value: (v) => v.estimate.n },
        ]}
        loading={query.isLoading}
        error={query.error}
        actions={
          <Select
            size="xs"
            aria-label="KPI"
            data={kpis.map((k) => ({ value: k.key, label: k.label }))}
            value={kpi?.key ?? null}
            onChange={setSelected}
            allowDeselect={false}
            w={200}
          />
        }
      >
        <BarChart
          h={280}
          data={(kpi?.values ?? [])
            .filter((v) => !v.estimate.suppressed && v.estimate.value !== null)
            .map((v) => ({
              brand: v.brand,
              value: Number((v.estimate.value ?? 0).toFixed(1)),
              color: palette.colorOf(v.brand),
            }))}
          dataKey="brand"
          series={[{ name: 'value', label: kpi?.label ?? 'Value', color: 'green.6' }]}
          withBarValueLabel
          valueFormatter={(v) => v.toFixed(1)}
        />
      </ChartCard>
    </>
  );
}

export default function BenchmarkingPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Benchmarking"
          description={`${customer.name} against its competitors on every KPI.`}
          filters={<DashboardFilters show={['from', 'to', 'datasetId', 'segment']} />}
        >
          <BenchmarkContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
