import { EmptyState } from '../../components/empty-state';

export default function CustomAnalyticsPage() {
  return (
    <EmptyState
      title={'Custom analytics'}
      description={"Build your own cuts of the selected customer's data."}
    />
  );
}
