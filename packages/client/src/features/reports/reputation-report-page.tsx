import { EmptyState } from '../../components/empty-state';

export default function ReputationReportPage() {
  return <EmptyState title={'Reputation report'} description={'A printable reputation report.'} />;
}
