import { EmptyState } from '../../components/empty-state';

export default function BrandDashboardPage() {
  return (
    <EmptyState title={'Brand'} description={'Funnel, imagery, NPS and the brand scorecard.'} />
  );
}
