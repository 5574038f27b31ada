import { EmptyState } from '../../components/empty-state';

export default function NotificationsPage() {
  return (
    <EmptyState
      title={'Notifications'}
      description={
        "Alerts about spikes and changes in the selected customer's reputation appear here."
      }
    />
  );
}
