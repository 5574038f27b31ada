import { EmptyState } from '../../components/empty-state';

export default function BrandDemographicsPage() {
  return (
    <EmptyState
      title={'Brand demographics'}
      description={'Brand KPIs by age, gender, region and stakeholder group.'}
    />
  );
}
