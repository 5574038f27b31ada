import { EmptyState } from '../../components/empty-state';

export default function MediaIntelligencePage() {
  return (
    <EmptyState
      title={'Media intelligence'}
      description={'Coverage, share of voice and sentiment across news, blogs, forums and reviews.'}
    />
  );
}
