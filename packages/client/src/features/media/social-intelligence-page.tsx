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

export default function SocialIntelligencePage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Social"
          description={`${customer.name} on social platforms: sentiment and engagement rate (engagements / reach) by platform, with volume and share of voice.`}
          filters={<DashboardFilters show={['from', 'to', 'datasetId', 'brand']} />}
        >
          <CardGrid>
            <MediaSentimentCard by="platform" />
            <ShareOfVoiceCard />
          </CardGrid>
          <MediaVolumeCard />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
