import { EmptyState } from '../../components/empty-state';

export default function CustomEnginePage() {
  return <EmptyState title={'Custom engine'} description={'Nothing to show yet.'} />;
}
