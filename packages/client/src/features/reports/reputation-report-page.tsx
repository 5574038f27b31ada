import { NotYetAvailable } from '../../components/not-yet-available';

export default function ReputationReportPage() {
  return (
    <NotYetAvailable title={'Reputation report'} description={'A printable reputation report.'} />
  );
}
