import { EmptyState } from '../../components/empty-state';

export default function StrategyPage() {
  return (
    <EmptyState
      title={'Communications strategy'}
      description={'Recommendations derived from drivers and themes.'}
    />
  );
}
