import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  List,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { toast } from '../../components/toaster';
import { trpc } from '../../lib/trpc';
import { errorMessage, formatDate, QueryError, TableSkeleton, StatusBadge } from './admin-ui';

const STATUS_COLOR = {
  active: 'green',
  expired: 'gray',
  revoked: 'red',
  'used up': 'blue',
} as const;

function CreateInvitationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const customers = trpc.admin.customers.list.useQuery(undefined, { enabled: opened });
  const utils = trpc.useUtils();
  const [label, setLabel] = useState('');
  const [role, setRole] = useState<'user' | 'admin'>('user');
  const [grantIds, setGrantIds] = useState<string[]>([]);
  const [grantRole, setGrantRole] = useState<'viewer' | 'editor'>('viewer');
  const [maxUses, setMaxUses] = useState<number>(1);
  const [days, setDays] = useState<number>(14);
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<{ code: string; expiresAt: string } | null>(null);
  const create = trpc.admin.invitations.create.useMutation({
    onSuccess: async (data) => {
      setCreated(data);
      await utils.admin.invitations.list.invalidate();
    },
    onError: (error) =>
      toast({
        title: 'Could not create invitation',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const close = () => {
    setCreated(null);
    setLabel('');
    setGrantIds([]);
    setEmail('');
    setMaxUses(1);
    setDays(14);
    setRole('user');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Invitation created' : 'New invitation code'}
      size="lg"
    >
      {created ? (
        <Stack gap="md">
          <Alert color="green" variant="light" title="Copy the code now">
            It is shown only once; the server keeps only a hash of it.
          </Alert>
          <Group gap="sm">
            <Code fz="lg" p="sm" data-testid="invitation-code">
              {created.code}
            </Code>
            <CopyButton value={created.code}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={copy}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            Valid until {formatDate(created.expiresAt)}.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({
              label: label.trim(),
              role,
              grants: grantIds.map((id) => ({ customerId: Number(id), role: grantRole })),
              maxUses,
              expiresInDays: days,
              email: email.trim() || undefined,
            });
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Label"
              description="Who or what it is for"
              value={label}
              onChange={(e) => setLabel(e.currentTarget.value)}
              maxLength={200}
              data-autofocus
            />
            <Group grow>
              <Select
                label="Account role"
                data={[
                  { value: 'user', label: 'User' },
                  { value: 'admin', label: 'Administrator' },
                ]}
                value={role}
                onChange={(v) => v && setRole(v as 'user' | 'admin')}
                allowDeselect={false}
              />
              <NumberInput
                label="Maximum uses"
                min={1}
                max={10_000}
                value={maxUses}
                onChange={(v) => setMaxUses(Number(v) || 1)}
              />
              <NumberInput
                label="Expires in (days)"
                min={1}
                max={365}
                value={days}
                onChange={(v) => setDays(Number(v) || 1)}
              />
            </Group>
            <MultiSelect
              label="Customers granted"
              placeholder={grantIds.length ? undefined : 'None'}
              data={(customers.data ?? [])
                .filter((c) => !c.archivedAt)
                .map((c) => ({ value: String(c.id), label: c.name }))}
              value={grantIds}
              onChange={setGrantIds}
              searchable
              clearable
            />
            <Select
              label="Role on those customers"
              data={[
                { value: 'viewer', label: 'Viewer (reads)' },
                { value: 'editor', label: 'Editor (also changes data)' },
              ]}
              value={grantRole}
              onChange={(v) => v && setGrantRole(v as 'viewer' | 'editor')}
              allowDeselect={false}
              disabled={!grantIds.length}
            />
            <TextInput
              label="Email the code to (optional)"
              type="email"
              placeholder="name@company.com"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              maxLength={254}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create invitation
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function UsesModal({
  invitation,
  onClose,
}: {
  invitation: { id: number; label: string } | null;
  onClose: () => void;
}) {
  const uses = trpc.admin.invitations.uses.useQuery(
    { id: invitation?.id ?? 0 },
    { enabled: invitation !== null },
  );
  return (
    <Modal
      opened={invitation !== null}
      onClose={onClose}
      title={`Uses of “${invitation?.label || 'invitation'}”`}
    >
      {uses.error ? (
        <QueryError error={uses.error} />
      ) : uses.isLoading ? (
        <TableSkeleton rows={2} />
      ) : !uses.data?.length ? (
        <Text c="dimmed">Nobody has registered with this code yet.</Text>
      ) : (
        <List spacing="xs">
          {uses.data.map((u, i) => (
            <List.Item key={`${u.userId ?? 'gone'}-${i}`}>
              <Text size="sm">
                {u.email ?? 'Deleted account'} — {formatDate(u.usedAt)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Modal>
  );
}

export function InvitationsPanel() {
  const list = trpc.admin.invitations.list.useQuery();
  const customers = trpc.admin.customers.list.useQuery();
  const utils = trpc.useUtils();
  const [creating, setCreating] = useState(false);
  const [uses, setUses] = useState<{ id: number; label: string } | null>(null);
  const revoke = trpc.admin.invitations.revoke.useMutation({
    onSuccess: async () => {
      await utils.admin.invitations.list.invalidate();
      toast({ title: 'Invitation revoked' });
    },
    onError: (error) =>
      toast({
        title: 'Could not revoke',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const customerName = (id: number) => customers.data?.find((c) => c.id === id)?.name ?? `#${id}`;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Registration needs a code. Each code grants a role and customer memberships.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New invitation
        </Button>
      </Group>
      {list.error ? (
        <QueryError error={list.error} />
      ) : list.isLoading ? (
        <TableSkeleton />
      ) : !list.data?.length ? (
        <EmptyState
          title="No invitations yet"
          description="Create an invitation code and send it to the person who should register."
        />
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="invitations-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Label</Table.Th>
                  <Table.Th>Grants</Table.Th>
                  <Table.Th>Uses</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((inv) => (
                  <Table.Tr key={inv.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {inv.label || 'Untitled'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {inv.role === 'admin' ? 'Administrator' : 'User'} · by{' '}
                        {inv.createdByEmail ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={260}>
                      <Text size="sm" lineClamp={2}>
                        {inv.grants.length
                          ? inv.grants
                              .map((g) => `${customerName(g.customerId)} (${g.role})`)
                              .join(', ')
                          : 'No customers'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setUses({ id: inv.id, label: inv.label })}
                        aria-label={`See uses of ${inv.label || 'invitation'}`}
                      >
                        {inv.uses} / {inv.maxUses}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(inv.expiresAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge color={STATUS_COLOR[inv.status]}>{inv.status}</StatusBadge>
                    </Table.Td>
                    <Table.Td>
                      {inv.status === 'active' ? (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => revoke.mutate({ id: inv.id })}
                          aria-label={`Revoke ${inv.label || 'invitation'}`}
                        >
                          Revoke
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <CreateInvitationModal opened={creating} onClose={() => setCreating(false)} />
      <UsesModal invitation={uses} onClose={() => setUses(null)} />
    </Stack>
  );
}
