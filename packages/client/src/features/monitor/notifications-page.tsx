import { NotYetAvailable } from '../../components/not-yet-available';

export default function NotificationsPage() {
  return (
    <NotYetAvailable
      title={'Notifications'}
      description={
        "Alerts about spikes and changes in the selected customer's reputation appear here."
      }
    />
  );
}
