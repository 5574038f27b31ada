import { EmptyState } from '../../components/empty-state';

export default function FileManagementPage() {
  return (
    <EmptyState
      title={"File management"}
      description={"Datasets and uploaded files."}
    />
  );
}
