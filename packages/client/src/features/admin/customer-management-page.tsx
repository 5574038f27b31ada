import { Stack, Tabs } from '@mantine/core';
import {
  IconBuilding,
  IconHistory,
  IconMail,
  IconTicket,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AdminHeader } from './admin-ui';
import { AuditPanel } from './audit-panel';
import { CustomersPanel } from './customers-panel';
import { InvitationsPanel } from './invitations-panel';
import { MembersPanel } from './members-panel';
import { OutboxPanel } from './outbox-panel';
import { UsersPanel } from './users-panel';

const TABS = ['customers', 'members', 'invitations', 'users', 'audit', 'outbox'] as const;
type Tab = (typeof TABS)[number];

/** /customer-management (administrators): customers, their features and members, invitations. */
export default function CustomerManagementPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('section');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'customers';
  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.set('section', value ?? 'customers');
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="lg">
      <AdminHeader
        title="Customer management"
        description="Customers, their features and members, invitation codes, accounts, the audit log and outgoing email."
      />
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="customers" leftSection={<IconBuilding size={16} aria-hidden />}>
            Customers
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconUsersGroup size={16} aria-hidden />}>
            Members
          </Tabs.Tab>
          <Tabs.Tab value="invitations" leftSection={<IconTicket size={16} aria-hidden />}>
            Invitations
          </Tabs.Tab>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            Accounts
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} aria-hidden />}>
            Audit log
          </Tabs.Tab>
          <Tabs.Tab value="outbox" leftSection={<IconMail size={16} aria-hidden />}>
            Outbox
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="customers">
          <CustomersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MembersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <InvitationsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditPanel />
        </Tabs.Panel>
        <Tabs.Panel value="outbox">
          <OutboxPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
