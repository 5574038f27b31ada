import { EmptyState } from '../../components/empty-state';

export default function CustomerManagementPage() {
  return (
    <EmptyState
      title={'Customer management'}
      description={'Customers, features, members and invitation codes.'}
    />
  );
}
