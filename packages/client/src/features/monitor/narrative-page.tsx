import { EmptyState } from '../../components/empty-state';

export default function NarrativePage() {
  return (
    <EmptyState
      title={'Narrative development'}
      description={'Messages and narratives to build on.'}
    />
  );
}
