import { Card, Stack, Table, Text } from '@mantine/core';
import { EmptyState } from '../../components/empty-state';
import { trpc } from '../../lib/trpc';
import { formatDate, QueryError, TableSkeleton, StatusBadge } from './admin-ui';

const STATUS_COLOR = { pending: 'blue', sent: 'green', failed: 'red', stored: 'gray' } as const;

/** Every email the product sent or will send; without SMTP this is where they wait. */
export function OutboxPanel() {
  const list = trpc.admin.outbox.useQuery();
  if (list.error) return <QueryError error={list.error} />;
  if (list.isLoading) return <TableSkeleton />;
  if (!list.data?.length) {
    return (
      <EmptyState
        title="No emails yet"
        description="Invitations, verification and reset links and demo-request notices appear here."
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        Delivery runs over SMTP when SMTP_URL is configured; failed sends are retried with backoff.
      </Text>
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" horizontalSpacing="md" data-testid="outbox-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Created</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((mail) => (
                <Table.Tr key={mail.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" c="dimmed">
                      {formatDate(mail.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{mail.kind}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{mail.toAddress}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{mail.subject}</Text>
                    {mail.lastError ? (
                      <Text size="xs" c="red">
                        {mail.lastError}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <StatusBadge color={STATUS_COLOR[mail.status]}>{mail.status}</StatusBadge>
                    {mail.attempts > 1 ? (
                      <Text size="xs" c="dimmed">
                        {mail.attempts} attempts
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
