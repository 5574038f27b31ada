import { EmptyState } from '../../components/empty-state';

export default function BrandFunnelPage() {
  return (
    <EmptyState
      title={'Brand funnel'}
      description={'Awareness to recommendation, against competitors.'}
    />
  );
}
