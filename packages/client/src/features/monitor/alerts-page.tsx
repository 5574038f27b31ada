import { EmptyState } from '../../components/empty-state';

export default function AlertsPage() {
  return (
    <EmptyState
      title={'Alerts'}
      description={'Spike and change alerts for the selected customer.'}
    />
  );
}
