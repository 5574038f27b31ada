import type { ReputationSummary, ReputationTrend } from '@repute/shared/analytics';
import { Text } from '@mantine/core';
import {
  periodLabel,
  scoreFromCard,
  scoreFromKpi,
  trendScores,
} from '../../components/dashboard/adapters';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import {
  CardGrid,
  DashboardLayout,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import { formatMonth } from '../../components/dashboard/format';
import {
  ScoreKpiRow,
  ScoreTableCard,
  ScoreTrendCard,
} from '../../components/dashboard/score-sections';
import { trpc } from '../../lib/trpc';
import { SegmentsCard } from './components/segments-card';

function ReputationContent() {
  const { input, enabled } = useAnalyticsInput();
  const summary = trpc.analytics.reputation.summary.useQuery(input, { enabled });
  const trend = trpc.analytics.reputation.trend.useQuery(input, { enabled });
  const data = summary.data as ReputationSummary | undefined;
  const trendData = trend.data as ReputationTrend | undefined;
  const against = periodLabel(data?.previousPeriod);
  const table = data
    ? [
        ...(data.overall ? [scoreFromKpi(data.overall)] : []),
        ...data.pulse.map((k) => scoreFromKpi(k)),
        ...data.dimensions.map((k) => scoreFromKpi(k)),
      ]
    : [];
  return (
    <>
      {data?.period ? (
        <Text size="sm" c="dimmed">
          Period {formatMonth(data.period.from)}–{formatMonth(data.period.to)}
          {against ? `, compared ${against}` : ''}
          {data.dataset ? ` · ${data.dataset.name}` : ''}
          {data.brand ? ` · ${data.brand}` : ''}
        </Text>
      ) : null}
      <ScoreKpiRow
        scores={(data?.cards ?? []).map(scoreFromCard)}
        loading={summary.isLoading}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
      <ScoreTableCard
        title="Overall, Pulse items and the seven dimensions"
        description={`Scores on 0-100 for the period${against ? `, change ${against}` : ''}.`}
        scores={table}
        loading={summary.isLoading}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
      <ScoreTrendCard
        title="Dimensions by month"
        description="The overall score and the seven dimensions, month by month (suppressed months left out)."
        scores={trendScores(trendData)}
        loading={trend.isLoading}
        error={trend.error}
        onRetry={() => void trend.refetch()}
        height={340}
      />
      <CardGrid>
        <SegmentsCard initialBy="age_band" />
        <SegmentsCard initialBy="region" />
      </CardGrid>
    </>
  );
}

export default function ReputationDashboardPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Reputation"
          description={`${customer.name}: the overall 0-100 score (mean of the four Pulse items) and the seven dimensions, with 95% intervals from the effective base.`}
          filters={<DashboardFilters />}
        >
          <ReputationContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
