import { Stack } from '@mantine/core';
import { RequireCustomer } from '../../components/dashboard/dashboard-layout';
import { PageHeader } from './data-shared';
import { TypeformPanel } from './typeform-panel';

export default function TypeformManagementPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <Stack gap="md" pb="xl">
          <PageHeader
            title="Typeform management"
            description={`The Typeform forms feeding ${customer.name}'s surveys: their webhook addresses, secrets, answer mappings and last deliveries.`}
          />
          <TypeformPanel customerId={customer.id} />
        </Stack>
      )}
    </RequireCustomer>
  );
}
