import type {
  DriversResult,
  KpiCard,
  ReputationTrend,
  ThemesResult,
} from '@repute/shared/analytics';
import { scoreFromCard, driversVm, trendScores } from '../../components/dashboard/adapters';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import {
  CardGrid,
  DashboardLayout,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import { DriverImportanceCard } from '../../components/dashboard/driver-sections';
import { ScoreKpiRow, ScoreTrendCard } from '../../components/dashboard/score-sections';
import { ThemesCard } from '../../components/dashboard/theme-sections';
import { trpc } from '../../lib/trpc';

function SummaryContent() {
  const { input, enabled } = useAnalyticsInput();
  const kpis = trpc.analytics.reputation.kpis.useQuery(input, { enabled });
  const trend = trpc.analytics.reputation.trend.useQuery(input, { enabled });
  const drivers = trpc.analytics.drivers.get.useQuery({ filter: input }, { enabled });
  const themes = trpc.analytics.themes.list.useQuery(
    { filter: input, source: 'all', limit: 6 },
    { enabled },
  );
  const cards = (kpis.data as KpiCard[] | undefined) ?? [];
  const trendData = trend.data as ReputationTrend | undefined;
  const themeData = themes.data as ThemesResult | undefined;

  return (
    <>
      <ScoreKpiRow
        scores={cards.map(scoreFromCard)}
        loading={kpis.isLoading}
        error={kpis.error}
        onRetry={() => void kpis.refetch()}
      />
      <CardGrid>
        <ScoreTrendCard
          title="Reputation trend"
          description="Overall reputation score (0-100, mean of the four Pulse items) by month."
          scores={trendScores(trendData, ['overall'])}
          loading={trend.isLoading}
          error={trend.error}
          onRetry={() => void trend.refetch()}
        />
        <DriverImportanceCard
          title="Top drivers"
          drivers={driversVm(drivers.data as DriversResult | undefined)}
          loading={drivers.isLoading}
          error={drivers.error}
          onRetry={() => void drivers.refetch()}
          limit={5}
        />
      </CardGrid>
      <ThemesCard
        themes={themeData?.themes ?? []}
        totalTexts={themeData?.totalTexts}
        loading={themes.isLoading}
        error={themes.error}
        onRetry={() => void themes.refetch()}
        limit={6}
      />
    </>
  );
}

export default function SummaryPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Summary"
          description={`${customer.name}: the reputation score and its trend, what drives it, and what people talk about.`}
          filters={<DashboardFilters />}
        >
          <SummaryContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
