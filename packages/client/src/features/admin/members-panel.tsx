import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { toast } from '../../components/toaster';
import { trpc } from '../../lib/trpc';
import { errorMessage, formatDate, QueryError, TableSkeleton } from './admin-ui';

const ROLE_OPTIONS = [
  { value: 'viewer', label: 'Viewer (reads)' },
  { value: 'editor', label: 'Editor (also changes data)' },
];

/** Who may see a customer, and whether they may change its data. */
export function MembersPanel() {
  const customers = trpc.admin.customers.list.useQuery();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const selected = customerId ?? (customers.data?.[0] ? String(customers.data[0].id) : null);
  const members = trpc.admin.members.list.useQuery(
    { customerId: Number(selected) },
    { enabled: selected !== null },
  );
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'viewer' | 'editor'>('viewer');
  const refresh = async () => {
    await utils.admin.members.list.invalidate();
    await utils.admin.customers.list.invalidate();
  };
  const onError = (error: unknown) =>
    toast({
      title: 'Could not change membership',
      description: errorMessage(error),
      variant: 'destructive',
    });
  const set = trpc.admin.members.set.useMutation({
    onSuccess: async () => {
      await refresh();
      setEmail('');
      toast({ title: 'Member saved' });
    },
    onError,
  });
  const remove = trpc.admin.members.remove.useMutation({
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Member removed' });
    },
    onError,
  });

  if (customers.error) return <QueryError error={customers.error} />;
  if (customers.isLoading) return <TableSkeleton />;
  if (!customers.data?.length)
    return (
      <EmptyState
        title="No customers yet"
        description="Create a customer first, then add its members."
      />
    );
  const customerIdNumber = Number(selected);

  return (
    <Stack gap="md">
      <Select
        label="Customer"
        data={customers.data.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` }))}
        value={selected}
        onChange={setCustomerId}
        allowDeselect={false}
        searchable
        maw={360}
      />
      <Card withBorder radius="md" padding="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (email.trim())
              set.mutate({ customerId: customerIdNumber, email: email.trim(), role });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Add a member by email"
              description="The person needs an account (registered with an invitation code)"
              placeholder="name@company.com"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
              maxLength={254}
            />
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              value={role}
              onChange={(v) => v && setRole(v as 'viewer' | 'editor')}
              allowDeselect={false}
              w={230}
            />
            <Button
              type="submit"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              loading={set.isPending}
              disabled={!email.trim()}
            >
              Add member
            </Button>
          </Group>
        </form>
      </Card>
      {members.error ? (
        <QueryError error={members.error} />
      ) : members.isLoading ? (
        <TableSkeleton rows={3} />
      ) : !members.data?.length ? (
        <EmptyState
          title="No members"
          description="Only administrators can see this customer until you add members."
        />
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="members-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.data.map((m) => (
                  <Table.Tr key={m.userId}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {m.firstName} {m.lastName}
                        </Text>
                        {m.isDemo ? (
                          <Badge size="xs" variant="outline">
                            Demo
                          </Badge>
                        ) : null}
                        {m.disabledAt ? (
                          <Badge size="xs" color="red" variant="outline">
                            Disabled
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {m.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Role of ${m.email}`}
                        data={ROLE_OPTIONS}
                        value={m.role}
                        onChange={(v) =>
                          v &&
                          v !== m.role &&
                          set.mutate({
                            customerId: customerIdNumber,
                            email: m.email,
                            role: v as 'viewer' | 'editor',
                          })
                        }
                        allowDeselect={false}
                        w={230}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(m.since)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label="Remove from customer">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${m.email}`}
                          onClick={() =>
                            remove.mutate({ customerId: customerIdNumber, userId: m.userId })
                          }
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
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
