import { LineChart } from '@mantine/charts';
import type { BrandTimelineResult } from '@repute/shared/analytics';
import { useAnalyticsInput } from '../../../components/dashboard/analytics-input';
import { ChartCard } from '../../../components/dashboard/chart-card';
import { eventMarkers } from '../../../components/dashboard/event-trend-chart';
import { EventsCard } from '../../../components/dashboard/events-card';
import {
  formatCount,
  formatMonth,
  formatPercent,
  formatScore,
} from '../../../components/dashboard/format';
import { trpc } from '../../../lib/trpc';

export function useBrandTimeline() {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.brand.timeline.useQuery(input, { enabled });
  return { query, data: query.data as BrandTimelineResult | undefined };
}

/** Monthly brand KPIs with the events annotated. */
export function BrandTimelineCard({ withEvents = false }: { withEvents?: boolean }) {
  const { query, data } = useBrandTimeline();
  const months = data?.months ?? [];
  const events = data?.events ?? [];
  const { lines, legend } = eventMarkers(
    events,
    months.map((m) => m.month),
  );
  const round = (v: number | null) => (v === null ? null : Number(v.toFixed(1)));
  return (
    <>
      <ChartCard
        title={`Brand timeline${data?.brand ? `: ${data.brand}` : ''}`}
        description="Reputation (0-100), NPS, awareness and consideration (% of base) by month; events as vertical lines."
        rows={months}
        rowKey={(m) => m.month}
        columns={[
          { key: 'month', label: 'Month', render: (m) => formatMonth(m.month) },
          {
            key: 'overall',
            label: 'Reputation',
            numeric: true,
            render: (m) => formatScore(m.overall),
          },
          { key: 'nps', label: 'NPS', numeric: true, render: (m) => formatScore(m.nps) },
          {
            key: 'awareness',
            label: 'Awareness',
            numeric: true,
            render: (m) => formatPercent(m.awareness, { scale: 100 }),
          },
          {
            key: 'consideration',
            label: 'Consideration',
            numeric: true,
            render: (m) => formatPercent(m.consideration, { scale: 100 }),
          },
          { key: 'n', label: 'n', numeric: true, render: (m) => formatCount(m.n) },
        ]}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        height={340}
        emptyMessage="No survey months in this range."
      >
        <LineChart
          h={340}
          data={months.map((m) => ({
            month: formatMonth(m.month),
            overall: round(m.overall),
            nps: round(m.nps),
            awareness: round(m.awareness),
            consideration: round(m.consideration),
          }))}
          dataKey="month"
          withLegend
          withDots={false}
          connectNulls
          curveType="monotone"
          referenceLines={lines}
          series={[
            { name: 'overall', label: 'Reputation', color: 'green.7' },
            { name: 'nps', label: 'NPS', color: 'blue.6' },
            { name: 'awareness', label: 'Awareness %', color: 'orange.6' },
            { name: 'consideration', label: 'Consideration %', color: 'grape.6' },
          ]}
        />
        {legend}
      </ChartCard>
      {withEvents ? (
        <EventsCard events={events} loading={query.isLoading} error={query.error} />
      ) : null}
    </>
  );
}
