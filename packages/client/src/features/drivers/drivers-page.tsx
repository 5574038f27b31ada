import { EmptyState } from '../../components/empty-state';

export default function DriversPage() {
  return (
    <EmptyState
      title={'Drivers'}
      description={"What drives the selected customer's reputation score."}
    />
  );
}
