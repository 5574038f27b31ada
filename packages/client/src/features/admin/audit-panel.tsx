import { Card, Code, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { trpc } from '../../lib/trpc';
import { formatDate, QueryError, TableSkeleton } from './admin-ui';

const GROUPS = [
  { value: 'auth.', label: 'Sign-ins and passwords' },
  { value: 'invitation.', label: 'Invitations' },
  { value: 'membership.', label: 'Memberships' },
  { value: 'customer.', label: 'Customers and features' },
  { value: 'user.', label: 'Accounts and roles' },
  { value: 'demo_request.', label: 'Demo requests' },
];

/** The latest 200 audit entries, optionally of one kind. */
export function AuditPanel() {
  const [action, setAction] = useState<string | null>(null);
  const list = trpc.admin.audit.useQuery({ action: action ?? undefined, limit: 200 });
  return (
    <Stack gap="md">
      <Group>
        <Select
          label="Show"
          placeholder="All events"
          data={GROUPS}
          value={action}
          onChange={setAction}
          clearable
          w={280}
        />
      </Group>
      {list.error ? (
        <QueryError error={list.error} />
      ) : list.isLoading ? (
        <TableSkeleton />
      ) : !list.data?.length ? (
        <EmptyState
          title="Nothing recorded"
          description="Sign-ins, invitations and role changes appear here."
        />
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" horizontalSpacing="md" data-testid="audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Detail</Table.Th>
                  <Table.Th>IP</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(e.at)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Code>{e.action}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{e.actorEmail ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{e.target ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td maw={280}>
                      <Text size="xs" c="dimmed" lineClamp={2} ff="monospace">
                        {e.detail ? JSON.stringify(e.detail) : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {e.ip ?? '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
