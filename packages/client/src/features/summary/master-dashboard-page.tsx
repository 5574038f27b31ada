import { EmptyState } from '../../components/empty-state';

export default function MasterDashboardPage() {
  return (
    <EmptyState
      title={'Master dashboard'}
      description={'Every headline KPI of the selected customer on one screen.'}
    />
  );
}
