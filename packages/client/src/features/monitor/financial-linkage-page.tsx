import { EmptyState } from '../../components/empty-state';

export default function FinancialLinkagePage() {
  return (
    <EmptyState
      title={'Financial linkage'}
      description={'How reputation moves with financial performance.'}
    />
  );
}
