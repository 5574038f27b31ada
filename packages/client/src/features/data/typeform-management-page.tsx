import { EmptyState } from '../../components/empty-state';

export default function TypeformManagementPage() {
  return (
    <EmptyState
      title={"Typeform"}
      description={"Typeform forms, mappings, secrets and deliveries."}
    />
  );
}
