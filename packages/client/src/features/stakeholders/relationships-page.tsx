import { EmptyState } from '../../components/empty-state';

export default function RelationshipsPage() {
  return (
    <EmptyState
      title={'Relationships'}
      description={'Stakeholder groups by importance and sentiment.'}
    />
  );
}
