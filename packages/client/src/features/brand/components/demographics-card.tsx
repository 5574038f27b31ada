import { BarChart } from '@mantine/charts';
import { Badge, SegmentedControl } from '@mantine/core';
import {
  SEGMENT_DIMENSIONS,
  SEGMENT_DIMENSION_LABELS,
  type DemographicsResult,
  type SegmentDimension,
} from '@repute/shared/analytics';
import { useState } from 'react';
import { useAnalyticsInput } from '../../../components/dashboard/analytics-input';
import { ChartCard } from '../../../components/dashboard/chart-card';
import {
  formatCount,
  formatInterval,
  formatPercent,
  formatScore,
} from '../../../components/dashboard/format';
import { trpc } from '../../../lib/trpc';

type Metric = 'overall' | 'nps' | 'awareness';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'overall', label: 'Reputation' },
  { value: 'nps', label: 'NPS' },
  { value: 'awareness', label: 'Awareness' },
];

/** Reputation, NPS and awareness broken down by age, gender, region or stakeholder group. */
export function DemographicsCard({ initialBy = 'age_band' }: { initialBy?: SegmentDimension }) {
  const { input, enabled } = useAnalyticsInput();
  const [by, setBy] = useState<SegmentDimension>(initialBy);
  const [metric, setMetric] = useState<Metric>('overall');
  const query = trpc.analytics.brand.demographics.useQuery({ filter: input, by }, { enabled });
  const data = query.data as DemographicsResult | undefined;
  const rows = data?.rows ?? [];
  const shown = rows.filter((r) => !r[metric].suppressed && r[metric].value !== null);
  return (
    <ChartCard
      title={`By ${SEGMENT_DIMENSION_LABELS[by].toLowerCase()}`}
      description="Segments under n=30 are suppressed; under 100 marked *. Sample share is weighted."
      rows={rows}
      rowKey={(r) => r.value}
      columns={[
        { key: 'label', label: SEGMENT_DIMENSION_LABELS[by] },
        { key: 'n', label: 'n', numeric: true, render: (r) => formatCount(r.n) },
        {
          key: 'sampleShare',
          label: 'Sample share',
          numeric: true,
          render: (r) => formatPercent(r.sampleShare, { scale: 100 }),
        },
        {
          key: 'overall',
          label: 'Reputation',
          numeric: true,
          value: (r) => r.overall.value,
          render: (r) => (r.overall.suppressed ? 'n<30' : formatScore(r.overall.value)),
        },
        {
          key: 'overallCi',
          label: 'Reputation 95% CI',
          numeric: true,
          value: (r) => formatInterval(r.overall.ciLow, r.overall.ciHigh),
        },
        {
          key: 'nps',
          label: 'NPS',
          numeric: true,
          value: (r) => r.nps.value,
          render: (r) => (r.nps.suppressed ? 'n<30' : formatScore(r.nps.value)),
        },
        {
          key: 'awareness',
          label: 'Awareness',
          numeric: true,
          value: (r) => r.awareness.value,
          render: (r) =>
            r.awareness.suppressed ? 'n<30' : formatPercent(r.awareness.value, { scale: 100 }),
        },
        {
          key: 'flag',
          label: 'Base',
          value: (r) => (r.overall.suppressed ? 'suppressed' : r.overall.lowBase ? 'low base' : ''),
          render: (r) =>
            r.overall.suppressed ? (
              <Badge variant="light" c="var(--mantine-color-text)" size="xs" color="gray">
                Suppressed
              </Badge>
            ) : r.overall.lowBase ? (
              <Badge size="xs" color="orange" variant="light" c="var(--mantine-color-text)">
                Low base
              </Badge>
            ) : null,
        },
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={
        <SegmentedControl
          size="xs"
          value={by}
          onChange={(v) => setBy(v as SegmentDimension)}
          data={SEGMENT_DIMENSIONS.map((d) => ({ value: d, label: SEGMENT_DIMENSION_LABELS[d] }))}
          aria-label="Break down by"
        />
      }
      footer={
        <SegmentedControl
          size="xs"
          value={metric}
          onChange={(v) => setMetric(v as Metric)}
          data={METRICS}
          aria-label="Measure"
        />
      }
    >
      <BarChart
        h={Math.max(220, shown.length * 34)}
        data={shown.map((r) => ({
          label: r[metric].lowBase ? `${r.label} *` : r.label,
          value: Number((r[metric].value ?? 0).toFixed(1)),
        }))}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 120 }}
        series={[
          {
            name: 'value',
            label: METRICS.find((m) => m.value === metric)?.label ?? '',
            color: 'green.6',
          },
        ]}
        withBarValueLabel
        valueFormatter={(v) => v.toFixed(1)}
      />
    </ChartCard>
  );
}
