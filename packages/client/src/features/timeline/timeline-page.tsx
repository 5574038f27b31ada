import { EmptyState } from '../../components/empty-state';

export default function TimelinePage() {
  return (
    <EmptyState
      title={'Timeline'}
      description={'Score and mention volume over time with events annotated.'}
    />
  );
}
