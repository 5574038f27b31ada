import { EmptyState } from '../../components/empty-state';

export default function RealtimeDashboardPage() {
  return (
    <EmptyState
      title={'Real-time reputation'}
      description={
        'The live reputation score, its dimensions and recent coverage for the selected customer.'
      }
    />
  );
}
