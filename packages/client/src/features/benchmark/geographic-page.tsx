import { EmptyState } from '../../components/empty-state';

export default function GeographicPage() {
  return <EmptyState title={'Geographic analysis'} description={'Reputation by region.'} />;
}
