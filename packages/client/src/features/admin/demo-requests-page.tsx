import { EmptyState } from '../../components/empty-state';

export default function DemoRequestsPage() {
  return <EmptyState title={'Demo requests'} description={'Review and follow up demo requests.'} />;
}
