import { BarChart } from '@mantine/charts';
import { Badge } from '@mantine/core';
import type { GeoResult } from '@repute/shared/analytics';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { ChartCard } from '../../components/dashboard/chart-card';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import {
  CardGrid,
  DashboardLayout,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import {
  bandColor,
  formatCount,
  formatInterval,
  formatScore,
  humanize,
} from '../../components/dashboard/format';
import { NetSentimentBadge } from '../../components/dashboard/theme-sections';
import { trpc } from '../../lib/trpc';

type GeoRow = GeoResult['rows'][number];

function GeoContent() {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.geo.regions.useQuery(input, { enabled });
  const data = query.data as GeoResult | undefined;
  const rows = [...(data?.rows ?? [])].sort(
    (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER),
  );
  const scored = rows.filter((r) => !r.overall.suppressed && r.overall.value !== null);
  const common = {
    rows,
    rowKey: (r: GeoRow) => r.region,
    loading: query.isLoading,
    error: query.error,
    onRetry: () => void query.refetch(),
    emptyMessage: 'No regional data in this range.',
  };
  return (
    <>
      <ChartCard
        {...common}
        title="Regions ranked by reputation"
        description="Overall score by region with its 95% interval; regions under n=30 suppressed and unranked."
        columns={[
          { key: 'rank', label: 'Rank', numeric: true, render: (r) => r.rank ?? '—' },
          { key: 'region', label: 'Region' },
          {
            key: 'score',
            label: 'Score',
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
            key: 'band',
            label: 'Band',
            value: (r) => r.overall.band,
            render: (r) =>
              r.overall.band ? (
                <Badge
                  size="sm"
                  variant="light"
                  c="var(--mantine-color-text)"
                  color={bandColor(r.overall.band)}
                >
                  {humanize(r.overall.band)}
                </Badge>
              ) : (
                '—'
              ),
          },
          {
            key: 'n',
            label: 'n',
            numeric: true,
            value: (r) => r.overall.n,
            render: (r) => formatCount(r.overall.n),
          },
          {
            key: 'mentions',
            label: 'Mentions',
            numeric: true,
            render: (r) => formatCount(r.mentions),
          },
          {
            key: 'netSentiment',
            label: 'Net sentiment',
            numeric: true,
            render: (r) => <NetSentimentBadge value={r.netSentiment} />,
          },
        ]}
        initialView="table"
      >
        <BarChart
          h={Math.max(240, scored.length * 34)}
          data={scored.map((r) => ({
            region: r.region,
            score: Number((r.overall.value ?? 0).toFixed(1)),
          }))}
          dataKey="region"
          orientation="vertical"
          yAxisProps={{ width: 90 }}
          xAxisProps={{ domain: [0, 100] }}
          series={[{ name: 'score', label: 'Reputation', color: 'green.6' }]}
          withBarValueLabel
          valueFormatter={(v) => v.toFixed(1)}
        />
      </ChartCard>
      <CardGrid>
        <ChartCard
          {...common}
          title="Reputation by region"
          columns={[
            { key: 'region', label: 'Region' },
            { key: 'score', label: 'Score', numeric: true, value: (r) => r.overall.value },
          ]}
        >
          <BarChart
            h={280}
            data={scored.map((r) => ({
              region: r.region,
              score: Number((r.overall.value ?? 0).toFixed(1)),
            }))}
            dataKey="region"
            series={[{ name: 'score', label: 'Reputation', color: 'green.6' }]}
            yAxisProps={{ domain: [0, 100] }}
            valueFormatter={(v) => v.toFixed(1)}
          />
        </ChartCard>
        <ChartCard
          {...common}
          title="Media by region"
          description="Mentions and net sentiment, (positive − negative) / all mentions × 100."
          columns={[
            { key: 'region', label: 'Region' },
            { key: 'mentions', label: 'Mentions', numeric: true },
            { key: 'netSentiment', label: 'Net sentiment', numeric: true },
          ]}
        >
          <BarChart
            h={280}
            data={rows.map((r) => ({ region: r.region, mentions: r.mentions }))}
            dataKey="region"
            series={[{ name: 'mentions', label: 'Mentions', color: 'blue.6' }]}
          />
        </ChartCard>
      </CardGrid>
    </>
  );
}

export default function GeographicPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Geographic analysis"
          description={`${customer.name} by region: reputation from the survey and coverage from the media.`}
          filters={<DashboardFilters show={['from', 'to', 'datasetId', 'brand']} />}
        >
          <GeoContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
