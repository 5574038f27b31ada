import type { ThemesResult } from '@repute/shared/analytics';
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
import { ThemesCard } from '../../components/dashboard/theme-sections';
import { trpc } from '../../lib/trpc';

function MediaContent() {
  const { input, enabled } = useAnalyticsInput();
  const themes = trpc.analytics.themes.list.useQuery(
    { filter: input, source: 'media', limit: 8 },
    { enabled },
  );
  const data = themes.data as ThemesResult | undefined;
  return (
    <>
      <MediaVolumeCard />
      <CardGrid>
        <ShareOfVoiceCard />
        <MediaSentimentCard by="channel" />
      </CardGrid>
      <ThemesCard
        title="Media themes"
        themes={data?.themes ?? []}
        totalTexts={data?.totalTexts}
        loading={themes.isLoading}
        error={themes.error}
        onRetry={() => void themes.refetch()}
      />
    </>
  );
}

export default function MediaIntelligencePage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Media"
          description={`${customer.name} in the news, blogs, forums and reviews: volume, share of voice, sentiment and themes.`}
          filters={<DashboardFilters show={['from', 'to', 'datasetId', 'brand']} />}
        >
          <MediaContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
