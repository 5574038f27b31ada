import { EmptyState } from '../../components/empty-state';

export default function ReputationDashboardPage() {
  return (
    <EmptyState
      title={'Reputation'}
      description={'The overall score and the seven dimensions over time.'}
    />
  );
}
