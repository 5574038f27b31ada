import { EmptyState } from '../../components/empty-state';

export default function LandingPage() {
  return (
    <EmptyState
      title={'Welcome'}
      description={'Start here: pick a customer and open a dashboard.'}
    />
  );
}
