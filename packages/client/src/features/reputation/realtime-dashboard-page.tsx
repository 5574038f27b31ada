import type { ReputationSummary, ThemesResult } from '@repute/shared/analytics';
import { scoreFromCard, scoreFromKpi } from '../../components/dashboard/adapters';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import {
  CardGrid,
  DashboardLayout,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import {
  MediaSentimentCard,
  MediaVolumeCard,
  ShareOfVoiceCard,
} from '../../components/dashboard/media-sections';
import { ScoreKpiRow, ScoreTableCard } from '../../components/dashboard/score-sections';
import { ThemesCard } from '../../components/dashboard/theme-sections';
import { trpc } from '../../lib/trpc';

function RealtimeContent() {
  const { input, enabled } = useAnalyticsInput();
  const summary = trpc.analytics.reputation.summary.useQuery(input, { enabled });
  const themes = trpc.analytics.themes.list.useQuery(
    { filter: input, source: 'media', limit: 6 },
    { enabled },
  );
  const data = summary.data as ReputationSummary | undefined;
  const themeData = themes.data as ThemesResult | undefined;
  return (
    <>
      <ScoreKpiRow
        scores={(data?.cards ?? []).map(scoreFromCard)}
        loading={summary.isLoading}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
      <CardGrid>
        <MediaVolumeCard title="Coverage now" />
        <ShareOfVoiceCard />
      </CardGrid>
      <CardGrid>
        <ScoreTableCard
          title="The seven dimensions"
          scores={(data?.dimensions ?? []).map((k) => scoreFromKpi(k))}
          loading={summary.isLoading}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
        <MediaSentimentCard by="channel" />
      </CardGrid>
      <ThemesCard
        title="What the media is saying"
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

export default function RealtimeDashboardPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Real-time reputation"
          description={`${customer.name}: the live reputation score, its dimensions and the latest coverage.`}
          filters={<DashboardFilters />}
        >
          <RealtimeContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
