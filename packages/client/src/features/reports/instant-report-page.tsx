import { NotYetAvailable } from '../../components/not-yet-available';

export default function InstantReportPage() {
  return (
    <NotYetAvailable
      title={'Instant report'}
      description={"A one-page report of the selected customer's reputation."}
    />
  );
}
