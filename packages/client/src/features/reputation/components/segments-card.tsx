import { BarChart } from '@mantine/charts';
import { Badge, SegmentedControl } from '@mantine/core';
import {
  SEGMENT_DIMENSIONS,
  SEGMENT_DIMENSION_LABELS,
  type ReputationSegments,
  type SegmentDimension,
  type SegmentRow,
} from '@repute/shared/analytics';
import { useState } from 'react';
import { useAnalyticsInput } from '../../../components/dashboard/analytics-input';
import { ChartCard } from '../../../components/dashboard/chart-card';
import { formatCount, formatInterval, formatScore } from '../../../components/dashboard/format';
import { trpc } from '../../../lib/trpc';

/** The overall score per segment value; under n=30 suppressed, under 100 flagged. */
export function SegmentsCard({ initialBy = 'age_band' }: { initialBy?: SegmentDimension }) {
  const { input, enabled } = useAnalyticsInput();
  const [by, setBy] = useState<SegmentDimension>(initialBy);
  const query = trpc.analytics.reputation.segments.useQuery({ filter: input, by }, { enabled });
  const data = query.data as ReputationSegments | undefined;
  const rows: SegmentRow[] = data?.rows ?? [];
  const shown = rows.filter((r) => !r.overall.suppressed && r.overall.value !== null);
  return (
    <ChartCard
      title={`Reputation by ${SEGMENT_DIMENSION_LABELS[by].toLowerCase()}`}
      description="Overall score per segment with its 95% interval. Segments under n=30 are suppressed; under 100 flagged as a low base."
      rows={rows}
      rowKey={(r) => r.value}
      columns={[
        { key: 'label', label: 'Segment' },
        {
          key: 'score',
          label: 'Overall',
          numeric: true,
          value: (r) => r.overall.value,
          render: (r) => (r.overall.suppressed ? 'n<30' : formatScore(r.overall.value)),
        },
        {
          key: 'ci',
          label: '95% CI',
          numeric: true,
          value: (r) => formatInterval(r.overall.ciLow, r.overall.ciHigh),
        },
        {
          key: 'n',
          label: 'n',
          numeric: true,
          value: (r) => r.overall.n,
          render: (r) => formatCount(r.overall.n),
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
          aria-label="Segment by"
        />
      }
    >
      <BarChart
        h={Math.max(220, shown.length * 32)}
        data={shown.map((r) => ({
          label: r.overall.lowBase ? `${r.label} *` : r.label,
          score: Number((r.overall.value ?? 0).toFixed(1)),
        }))}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 120 }}
        xAxisProps={{ domain: [0, 100] }}
        series={[{ name: 'score', label: 'Overall', color: 'green.6' }]}
        valueFormatter={(v) => v.toFixed(1)}
        withBarValueLabel
      />
    </ChartCard>
  );
}
