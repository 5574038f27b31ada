import { EmptyState } from '../../components/empty-state';

export default function SummaryPage() {
  return (
    <EmptyState
      title={'Summary'}
      description={'KPI cards, trend, top drivers and top themes for the selected customer.'}
    />
  );
}
