import { EmptyState } from '../../components/empty-state';

export default function BrandImageryPage() {
  return (
    <EmptyState
      title={'Brand imagery'}
      description={'Brand by attribute associations and the correspondence map.'}
    />
  );
}
