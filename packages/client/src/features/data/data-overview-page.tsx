import { EmptyState } from '../../components/empty-state';

export default function DataOverviewPage() {
  return (
    <EmptyState
      title={"Data"}
      description={"The datasets of the selected customer."}
    />
  );
}
