import { NotYetAvailable } from '../../components/not-yet-available';

export default function AlertsPage() {
  return (
    <NotYetAvailable
      title={'Alerts'}
      description={'Spike and change alerts for the selected customer.'}
    />
  );
}
