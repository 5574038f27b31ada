import { EmptyState } from '../../components/empty-state';

export default function MixModellingPage() {
  return (
    <EmptyState
      title={'Communications mix modelling'}
      description={'Channel spend, adstock and response curves.'}
    />
  );
}
