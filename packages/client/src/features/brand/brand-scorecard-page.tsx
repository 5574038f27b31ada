import { EmptyState } from '../../components/empty-state';

export default function BrandScorecardPage() {
  return (
    <EmptyState title={'Brand scorecard'} description={'Every KPI with change and significance.'} />
  );
}
