import { Badge } from '@mantine/core';
import {
  DIMENSION_LABELS,
  MIN_BASE,
  REPUTATION_DIMENSIONS,
  type RelationshipsResult,
  type SegmentRow,
  type StakeholderGroupsResult,
} from '@repute/shared/analytics';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { seriesColor } from '../../components/dashboard/brand-colors';
import { ChartCard } from '../../components/dashboard/chart-card';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import {
  CardGrid,
  DashboardLayout,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import {
  formatCount,
  formatInterval,
  formatPercent,
  formatScore,
} from '../../components/dashboard/format';
import { QuadrantChart } from '../../components/dashboard/quadrant-chart';
import { trpc } from '../../lib/trpc';

type Group = RelationshipsResult['groups'][number];

function RelationshipsCard() {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.stakeholders.relationships.useQuery(input, { enabled });
  const data = query.data as RelationshipsResult | undefined;
  const groups = data?.groups ?? [];
  const points = groups
    .filter((g) => !g.suppressed && g.importance !== null && g.sentiment !== null)
    .map((g) => ({ label: g.label, x: g.sentiment ?? 0, y: g.importance ?? 0, series: g.label }));
  const labels = [...new Set(points.map((p) => p.series))];
  return (
    <ChartCard
      title="Relationships: importance and sentiment"
      description="Each stakeholder group by closeness (% familiar with the brand) and sentiment (overall score 0-100). Groups under n=30 are left out; sentiment needs 30 who rated the brand."
      rows={groups}
      rowKey={(g: Group) => g.group}
      columns={[
        { key: 'label', label: 'Group' },
        {
          key: 'importance',
          label: 'Importance (% familiar)',
          numeric: true,
          render: (g) => formatPercent(g.importance, { scale: 100 }),
        },
        {
          key: 'sentiment',
          label: 'Sentiment (0-100)',
          numeric: true,
          // A group can be large enough for closeness but have too few ratings for sentiment.
          render: (g) =>
            g.sentiment === null && !g.suppressed && g.sentimentN < MIN_BASE
              ? 'n<30'
              : formatScore(g.sentiment),
        },
        { key: 'nps', label: 'NPS', numeric: true, render: (g) => formatScore(g.nps) },
        { key: 'n', label: 'n', numeric: true, render: (g) => formatCount(g.n) },
        {
          key: 'sentimentN',
          label: 'n rated',
          numeric: true,
          render: (g) => formatCount(g.sentimentN),
        },
        {
          key: 'suppressed',
          label: 'Base',
          value: (g) => (g.suppressed ? 'suppressed' : g.n < 100 ? 'low base' : ''),
          render: (g) =>
            g.suppressed ? (
              <Badge variant="light" c="var(--mantine-color-text)" size="xs" color="gray">
                Suppressed
              </Badge>
            ) : g.n < 100 ? (
              <Badge size="xs" color="orange" variant="light" c="var(--mantine-color-text)">
                Low base
              </Badge>
            ) : null,
        },
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage="No stakeholder groups in this range."
      height={360}
    >
      <QuadrantChart
        points={points}
        xLabel="Sentiment"
        yLabel="Importance"
        yUnit="%"
        colorOf={(s) => seriesColor(labels.indexOf(s))}
        height={360}
        quadrantNames={{
          topLeft: 'Close but critical: engage',
          topRight: 'Advocates: keep close',
          bottomLeft: 'Distant and critical: monitor',
          bottomRight: 'Distant but warm: inform',
        }}
      />
    </ChartCard>
  );
}

function GroupsCard() {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.stakeholders.groups.useQuery(input, { enabled });
  const data = query.data as StakeholderGroupsResult | undefined;
  const rows = data?.rows ?? [];
  return (
    <ChartCard
      title="Perception by stakeholder group"
      description="Overall score and the seven dimensions per group, with the 95% interval of the overall score."
      rows={rows}
      rowKey={(r: SegmentRow) => r.value}
      columns={[
        { key: 'label', label: 'Group' },
        {
          key: 'overall',
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
        { key: 'n', label: 'n', numeric: true, value: (r) => r.overall.n },
        ...REPUTATION_DIMENSIONS.map((d) => ({
          key: d,
          label: DIMENSION_LABELS[d],
          numeric: true,
          value: (r: SegmentRow) => r.dimensions[d]?.value ?? null,
          render: (r: SegmentRow) =>
            r.dimensions[d]?.suppressed ? '—' : formatScore(r.dimensions[d]?.value),
        })),
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage="No stakeholder groups in this range."
    />
  );
}

export default function RelationshipsPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Stakeholders"
          description={`How each stakeholder group sees ${customer.name}, and how close and how warm each relationship is.`}
          filters={<DashboardFilters show={['from', 'to', 'datasetId', 'brand']} />}
        >
          <CardGrid cols={1}>
            <RelationshipsCard />
            <GroupsCard />
          </CardGrid>
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
