import { EmptyState } from '../../components/empty-state';

export default function DatasetTestPage() {
  return (
    <EmptyState
      title={"Dataset preview"}
      description={"Preview a dataset's rows with filters."}
    />
  );
}
