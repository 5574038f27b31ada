import { BarChart, LineChart } from '@mantine/charts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { NpsResult } from '@repute/shared/analytics';
import { useAnalyticsInput } from '../../../components/dashboard/analytics-input';
import { ChartCard } from '../../../components/dashboard/chart-card';
import {
  formatChange,
  formatCount,
  formatInterval,
  formatMonth,
  formatPercent,
} from '../../../components/dashboard/format';
import { trpc } from '../../../lib/trpc';

export function useNps() {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.brand.nps.useQuery(input, { enabled });
  return { query, data: query.data as NpsResult | undefined };
}

const signed = (v: number | null) =>
  v === null ? '—' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(1)}`;

/** NPS with its interval, the promoter/passive/detractor split and the monthly trend. */
export function NpsCard() {
  const { query, data } = useNps();
  const months = data?.months ?? [];
  const split = data
    ? [
        { group: 'Promoters (9-10)', share: data.promoters, color: 'green.6' },
        { group: 'Passives (7-8)', share: data.passives, color: 'gray.5' },
        { group: 'Detractors (0-6)', share: data.detractors, color: 'red.6' },
      ]
    : [];
  return (
    <ChartCard
      title="Net Promoter Score"
      description="NPS = % promoters (9-10) − % detractors (0-6); interval from the variance (p + d − (p − d)²) / n."
      rows={months}
      rowKey={(m) => m.month}
      columns={[
        { key: 'month', label: 'Month', render: (m) => formatMonth(m.month) },
        {
          key: 'nps',
          label: 'NPS',
          numeric: true,
          value: (m) => m.nps.value,
          render: (m) => (m.nps.suppressed ? 'n<30' : signed(m.nps.value)),
        },
        {
          key: 'ci',
          label: '95% CI',
          numeric: true,
          value: (m) => formatInterval(m.nps.ciLow, m.nps.ciHigh),
        },
        {
          key: 'n',
          label: 'n',
          numeric: true,
          value: (m) => m.nps.n,
          render: (m) => formatCount(m.nps.n),
        },
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={!data || data.nps.n === 0}
      emptyMessage="No likelihood-to-recommend answers in this range."
      height={320}
    >
      {data ? (
        <Stack gap="sm">
          <Group gap="lg" align="flex-end" wrap="wrap">
            <Stack gap={0}>
              <Text fz={36} fw={700} lh={1} data-testid="nps-value">
                {data.nps.suppressed ? 'n<30' : signed(data.nps.value)}
              </Text>
              <Text size="xs" c="dimmed">
                95% CI {formatInterval(data.nps.ciLow, data.nps.ciHigh)} · n=
                {formatCount(data.nps.n)}
              </Text>
            </Stack>
            {data.change ? (
              <Badge
                variant="filled"
                autoContrast
                color={
                  data.change.significant
                    ? (data.change.delta ?? 0) >= 0
                      ? 'green'
                      : 'red'
                    : 'gray'
                }
              >
                {formatChange(data.change.delta)}{' '}
                {data.change.significant ? '★ significant' : 'not significant'}
              </Badge>
            ) : null}
          </Group>
          <BarChart
            h={110}
            data={split.map((s) => ({
              group: s.group,
              color: s.color,
              share: s.share === null ? 0 : Number(s.share.toFixed(1)),
            }))}
            dataKey="group"
            orientation="vertical"
            series={[{ name: 'share', label: 'Share', color: 'green.6' }]}
            yAxisProps={{ width: 120 }}
            xAxisProps={{ domain: [0, 100] }}
            valueFormatter={(v) => formatPercent(v, { scale: 100 })}
            withBarValueLabel
          />
          {months.length > 1 ? (
            <LineChart
              h={150}
              data={months.map((m) => ({
                month: formatMonth(m.month),
                nps: m.nps.value === null ? null : Number(m.nps.value.toFixed(1)),
              }))}
              dataKey="month"
              series={[{ name: 'nps', label: 'NPS', color: 'green.7' }]}
              connectNulls
              curveType="monotone"
              withDots={false}
            />
          ) : null}
        </Stack>
      ) : null}
    </ChartCard>
  );
}
