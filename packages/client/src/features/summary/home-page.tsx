import { EmptyState } from '../../components/empty-state';

export default function HomePage() {
  return (
    <EmptyState
      title={'Home'}
      description={'An overview of the selected customer: score, trend, drivers and themes.'}
    />
  );
}
