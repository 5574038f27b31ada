import { EmptyState } from '../../components/empty-state';

export default function AiInsightsPage() {
  return (
    <EmptyState
      title={'AI insights'}
      description={"Insight cards generated from the selected customer's data."}
    />
  );
}
