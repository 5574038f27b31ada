import { NotYetAvailable } from '../../components/not-yet-available';

export default function FinancialLinkagePage() {
  return (
    <NotYetAvailable
      title={'Financial linkage'}
      description={'How reputation moves with financial performance.'}
    />
  );
}
