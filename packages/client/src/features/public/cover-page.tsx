import { EmptyState } from '../../components/empty-state';

export default function CoverPage() {
  return <EmptyState title={'Cover'} description={'Nothing to show yet.'} />;
}
