import { EmptyState } from '../../components/empty-state';

export default function IssuesPage() {
  return <EmptyState title={'Issues'} description={'Emerging issues in coverage and comments.'} />;
}
