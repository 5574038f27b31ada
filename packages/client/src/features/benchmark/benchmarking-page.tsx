import { EmptyState } from '../../components/empty-state';

export default function BenchmarkingPage() {
  return (
    <EmptyState
      title={'Benchmarking'}
      description={'The selected customer against its competitors on every KPI.'}
    />
  );
}
