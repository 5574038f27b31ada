import { EmptyState } from '../../components/empty-state';

export default function InstantReportPage() {
  return (
    <EmptyState
      title={'Instant report'}
      description={"A one-page report of the selected customer's reputation."}
    />
  );
}
