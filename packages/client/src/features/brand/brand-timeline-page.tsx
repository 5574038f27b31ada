import { EmptyState } from '../../components/empty-state';

export default function BrandTimelinePage() {
  return <EmptyState title={'Brand timeline'} description={'Brand KPIs over time.'} />;
}
