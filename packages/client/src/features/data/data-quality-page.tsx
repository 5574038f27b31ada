import { EmptyState } from '../../components/empty-state';

export default function DataQualityPage() {
  return (
    <EmptyState
      title={"Data quality"}
      description={"Missing values, duplicates, out-of-range ratings and base sizes per dataset."}
    />
  );
}
