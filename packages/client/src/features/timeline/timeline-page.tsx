import { Button, Modal } from '@mantine/core';
import type { TimelineEventOut, TimelineSeries } from '@repute/shared/analytics';
import { useState } from 'react';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { ChartCard } from '../../components/dashboard/chart-card';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import { DashboardLayout, RequireCustomer } from '../../components/dashboard/dashboard-layout';
import { EventTrendChart } from '../../components/dashboard/event-trend-chart';
import { EventsCard } from '../../components/dashboard/events-card';
import { formatCount, formatMonth, formatScore } from '../../components/dashboard/format';
import { ErrorBlock } from '../../components/dashboard/states';
import { NetSentimentBadge } from '../../components/dashboard/theme-sections';
import { trpc } from '../../lib/trpc';
import { AddEventForm } from './components/add-event-form';

function TimelineContent() {
  const { input, enabled } = useAnalyticsInput();
  const utils = trpc.useUtils();
  const query = trpc.analytics.timeline.series.useQuery(input, { enabled });
  const data = query.data as TimelineSeries | undefined;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const refresh = () =>
    Promise.all([
      utils.analytics.timeline.series.invalidate(),
      utils.analytics.brand.timeline.invalidate(),
    ]);
  const add = trpc.analytics.timeline.addEvent.useMutation({
    onSuccess: async () => {
      setAdding(false);
      await refresh();
    },
  });
  const remove = trpc.analytics.timeline.deleteEvent.useMutation({
    onSettled: () => setDeleting(null),
    onSuccess: refresh,
  });
  const months = data?.months ?? [];
  const events: TimelineEventOut[] = data?.events ?? [];
  return (
    <>
      <ChartCard
        title="Score and mention volume"
        description="Overall reputation score (line, 0-100) and media mentions (bars) by month; events marked as vertical lines (red harmful, blue helpful)."
        rows={months}
        rowKey={(m) => m.month}
        columns={[
          { key: 'month', label: 'Month', render: (m) => formatMonth(m.month) },
          { key: 'score', label: 'Score', numeric: true, render: (m) => formatScore(m.score) },
          { key: 'n', label: 'n', numeric: true, render: (m) => formatCount(m.n) },
          {
            key: 'mentions',
            label: 'Mentions',
            numeric: true,
            render: (m) => formatCount(m.mentions),
          },
          {
            key: 'netSentiment',
            label: 'Net sentiment',
            numeric: true,
            render: (m) => <NetSentimentBadge value={m.netSentiment} />,
          },
          {
            key: 'spike',
            label: 'Spike',
            value: (m) => (m.spike ? 'yes' : ''),
            render: (m) => (m.spike ? '⚠ spike' : ''),
          },
        ]}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        height={340}
        footer={`${events.length} events annotated. Spikes: ${
          months
            .filter((m) => m.spike)
            .map((m) => formatMonth(m.month))
            .join(', ') || 'none'
        }.`}
      >
        <EventTrendChart
          data={months.map((m) => ({ month: m.month, score: m.score, volume: m.mentions }))}
          events={events}
          height={340}
        />
      </ChartCard>
      <EventsCard
        events={events}
        loading={query.isLoading}
        error={query.error}
        deleting={deleting}
        onDelete={(e) => {
          setDeleting(e.id);
          remove.mutate({ customerId: input.customerId, id: e.id });
        }}
        actions={
          <Button size="xs" onClick={() => setAdding(true)}>
            Add event
          </Button>
        }
      />
      {remove.error ? <ErrorBlock title="Could not delete the event" error={remove.error} /> : null}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add an event" size="lg">
        <AddEventForm
          submitting={add.isPending}
          serverError={add.error?.message ?? null}
          onCancel={() => setAdding(false)}
          onSubmit={(event) =>
            add.mutate({
              ...event,
              customerId: input.customerId,
              ...(input.brand ? { brand: input.brand } : {}),
            })
          }
        />
      </Modal>
    </>
  );
}

export default function TimelinePage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Timeline"
          description={`${customer.name}: the reputation score and mention volume over time, with the events that moved them.`}
          filters={<DashboardFilters />}
        >
          <TimelineContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
