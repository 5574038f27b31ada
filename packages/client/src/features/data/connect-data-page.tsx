import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RequireCustomer } from '../../components/dashboard/dashboard-layout';
import { FeedsPanel, WebhooksPanel } from './connector-panels';
import { PageHeader } from './data-shared';
import { TypeformPanel } from './typeform-panel';
import { UploadFlow } from './upload-flow';

/** /connect-data and the custom-engine 'connect-sources' tab: every way data comes in. */
export default function ConnectDataPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <Stack gap="md" pb="xl">
          <PageHeader
            title="Connect data"
            description={
              <>
                Bring {customer.name}&apos;s reputation data in: upload survey, media, financial or
                spend files, follow news feeds, or receive Typeform responses and webhooks. Manage
                what arrived in <Anchor underline="always" component={Link} to="/file-management">file management</Anchor>.
              </>
            }
          />
          <Tabs defaultValue="upload" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="upload">Upload a file</Tabs.Tab>
              <Tabs.Tab value="feeds">News feeds</Tabs.Tab>
              <Tabs.Tab value="typeform">Typeform</Tabs.Tab>
              <Tabs.Tab value="webhooks">Webhooks</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="upload" pt="md">
              <UploadFlow customerId={customer.id} />
            </Tabs.Panel>
            <Tabs.Panel value="feeds" pt="md">
              <FeedsPanel customerId={customer.id} />
            </Tabs.Panel>
            <Tabs.Panel value="typeform" pt="md">
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  Forms, mappings, secrets and deliveries are also on{' '}
                  <Anchor underline="always" component={Link} to="/typeform-management">Typeform management</Anchor>.
                  A Typeform responses export (CSV or XLSX) can be uploaded as a file.
                </Text>
                <TypeformPanel customerId={customer.id} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="webhooks" pt="md">
              <WebhooksPanel customerId={customer.id} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </RequireCustomer>
  );
}
