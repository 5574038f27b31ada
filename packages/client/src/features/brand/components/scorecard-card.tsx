import { Badge, Text } from '@mantine/core';
import type { ScorecardResult, ScorecardRow } from '@repute/shared/analytics';
import { periodLabel } from '../../../components/dashboard/adapters';
import { useAnalyticsInput } from '../../../components/dashboard/analytics-input';
import { ChartCard } from '../../../components/dashboard/chart-card';
import {
  bandColor,
  formatChange,
  formatCount,
  formatInterval,
  formatMonth,
  humanize,
} from '../../../components/dashboard/format';
import { trpc } from '../../../lib/trpc';

function valueText(row: ScorecardRow): string {
  const v = row.current.value;
  if (row.current.suppressed) return 'n<30';
  if (v === null) return '—';
  if (row.kind === 'percent') return `${v.toFixed(1)}%`;
  if (row.kind === 'nps') return `${v > 0 ? '+' : ''}${v.toFixed(1)}`;
  return v.toFixed(1);
}

const TESTS = { 'welch-t': "Welch's t", 'two-proportion-z': 'two-proportion z', 'nps-z': 'NPS z' };

/** Every KPI in one table: value, interval, band, change and whether the change is significant. */
export function ScorecardCard({ limit }: { limit?: number }) {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.brand.scorecard.useQuery(input, { enabled });
  const data = query.data as ScorecardResult | undefined;
  const rows = (data?.rows ?? []).slice(0, limit);
  return (
    <ChartCard
      title="Brand scorecard"
      description={
        data?.period
          ? `${data.brand ?? ''} ${formatMonth(data.period.from)}–${formatMonth(data.period.to)}, change ${periodLabel(data.previousPeriod) ?? 'vs previous period'}. ★ = significant at 95%.`
          : 'Every KPI with its change and significance.'
      }
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { key: 'label', label: 'KPI' },
        {
          key: 'value',
          label: 'Current',
          numeric: true,
          value: (r) => r.current.value,
          render: (r) => (
            <Text span fw={600} size="sm">
              {valueText(r)}
            </Text>
          ),
        },
        {
          key: 'ci',
          label: '95% CI',
          numeric: true,
          value: (r) => formatInterval(r.current.ciLow, r.current.ciHigh),
        },
        {
          key: 'band',
          label: 'Band',
          value: (r) => r.band,
          render: (r) =>
            r.band ? (
              <Badge
                size="sm"
                variant="light"
                c="var(--mantine-color-text)"
                color={bandColor(r.band)}
              >
                {humanize(r.band)}
              </Badge>
            ) : (
              '—'
            ),
        },
        {
          key: 'change',
          label: 'Change',
          numeric: true,
          value: (r) => r.change?.delta ?? null,
          render: (r) =>
            r.change && r.change.delta !== null ? (
              <Text
                span
                size="sm"
                c={r.change.significant ? (r.change.delta >= 0 ? 'green.7' : 'red.7') : 'dimmed'}
              >
                {r.change.delta > 0 ? '▲ ' : r.change.delta < 0 ? '▼ ' : ''}
                {formatChange(r.change.delta)}
                {r.change.significant ? ' ★' : ''}
              </Text>
            ) : (
              '—'
            ),
        },
        {
          key: 'significant',
          label: 'Significant',
          value: (r) => (r.change ? (r.change.significant ? 'yes' : 'no') : ''),
          render: (r) => (r.change ? (r.change.significant ? 'Yes' : 'No') : '—'),
        },
        {
          key: 'test',
          label: 'Test (p)',
          value: (r) =>
            r.change ? `${TESTS[r.change.test]} p=${r.change.pValue?.toFixed(3) ?? '—'}` : '',
        },
        {
          key: 'n',
          label: 'n',
          numeric: true,
          value: (r) => r.current.n,
          render: (r) => formatCount(r.current.n),
        },
        {
          key: 'flag',
          label: 'Base',
          value: (r) => (r.current.suppressed ? 'suppressed' : r.current.lowBase ? 'low base' : ''),
          render: (r) =>
            r.current.suppressed ? (
              <Badge variant="light" c="var(--mantine-color-text)" size="xs" color="gray">
                Suppressed
              </Badge>
            ) : r.current.lowBase ? (
              <Badge size="xs" color="orange" variant="light" c="var(--mantine-color-text)">
                Low base
              </Badge>
            ) : null,
        },
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage="No survey responses in this range."
    />
  );
}
