import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArchive,
  IconDots,
  IconPencil,
  IconPlus,
  IconRestore,
  IconToggleRight,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { toast } from '../../components/toaster';
import { trpc } from '../../lib/trpc';
import { errorMessage, QueryError, TableSkeleton } from './admin-ui';

/** Feature keys offered in the editor; any other well-formed key may be typed. */
export const KNOWN_FEATURES = [
  'chat',
  'summary',
  'notifications',
  'connect-data',
  'themes',
  'drivers',
  'brand',
  'reputation',
  'timeline',
  'media',
  'social',
  'reports',
  'monitor',
  'strategy',
  'stakeholders',
  'advanced',
  'optimisation',
];

export interface AdminCustomer {
  id: number;
  code: string;
  name: string;
  industry: string | null;
  archivedAt: string | null;
  features: string[];
  competitors: string[];
  memberCount: number;
}

type Editing = { mode: 'create' } | { mode: 'edit'; customer: AdminCustomer } | null;

function CustomerModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState('');
  const [rivals, setRivals] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const c = editing?.mode === 'edit' ? editing.customer : null;
    setCode(c?.code ?? '');
    setName(c?.name ?? '');
    setIndustry(c?.industry ?? '');
    setRivals(c?.competitors ?? []);
    setErrors({});
  }, [editing]);
  const done = async (title: string) => {
    await utils.admin.customers.list.invalidate();
    await utils.customers.list.invalidate();
    toast({ title });
    onClose();
  };
  const fail = (error: {
    message: string;
    data?: { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null } | null;
  }) => {
    const fields = error.data?.zodError?.fieldErrors ?? {};
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries(fields)) if (value?.[0]) next[key] = value[0];
    setErrors(next);
    if (!Object.keys(next).length)
      toast({ title: 'Could not save', description: errorMessage(error), variant: 'destructive' });
  };
  const create = trpc.admin.customers.create.useMutation({
    onSuccess: () => done('Customer created'),
    onError: fail,
  });
  const update = trpc.admin.customers.update.useMutation({
    onSuccess: () => done('Customer saved'),
    onError: fail,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: 'Name is required' });
    if (editing?.mode === 'edit') {
      update.mutate({
        id: editing.customer.id,
        name: trimmed,
        industry: industry.trim() || null,
        competitors: rivals,
      });
    } else {
      create.mutate({
        code: code.trim(),
        name: trimmed,
        industry: industry.trim() || null,
        competitors: rivals,
      });
    }
  };
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.mode === 'edit' ? `Edit ${editing.customer.name}` : 'New customer'}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Code"
            description="Short, upper-case; used in links (?customer=CODE)"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            disabled={editing?.mode === 'edit'}
            error={errors.code}
            required
            maxLength={32}
            data-autofocus
          />
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
            maxLength={200}
          />
          <TextInput
            label="Industry"
            value={industry}
            onChange={(e) => setIndustry(e.currentTarget.value)}
            error={errors.industry}
            maxLength={100}
          />
          <TagsInput
            label="Competitors"
            description="Press Enter after each name"
            value={rivals}
            onChange={setRivals}
            maxTags={50}
            clearable
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing?.mode === 'edit' ? 'Save' : 'Create customer'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function FeaturesModal({
  customer,
  onClose,
}: {
  customer: AdminCustomer | null;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const [features, setFeatures] = useState<string[]>([]);
  useEffect(() => setFeatures(customer?.features ?? []), [customer]);
  const save = trpc.admin.customers.setFeatures.useMutation({
    onSuccess: async () => {
      await utils.admin.customers.list.invalidate();
      await utils.customers.features.invalidate();
      toast({ title: 'Features saved' });
      onClose();
    },
    onError: (error) =>
      toast({ title: 'Could not save', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Modal
      opened={customer !== null}
      onClose={onClose}
      title={`Features of ${customer?.name ?? ''}`}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Navigation items that declare a feature show only when it is enabled here.
        </Text>
        <TagsInput
          label="Enabled features"
          data={KNOWN_FEATURES}
          value={features}
          onChange={(value) => setFeatures(value.map((v) => v.trim().toLowerCase()))}
          clearable
          maxTags={100}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => customer && save.mutate({ id: customer.id, features })}
          >
            Save features
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function CustomersPanel() {
  const list = trpc.admin.customers.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Editing>(null);
  const [features, setFeatures] = useState<AdminCustomer | null>(null);
  const archive = trpc.admin.customers.setArchived.useMutation({
    onSuccess: async (_data, input) => {
      await utils.admin.customers.list.invalidate();
      await utils.customers.list.invalidate();
      toast({ title: input.archived ? 'Customer archived' : 'Customer restored' });
    },
    onError: (error) =>
      toast({
        title: 'Could not change',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Organisations whose data the platform holds. Archived customers disappear from the
          selector.
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          New customer
        </Button>
      </Group>
      {list.error ? (
        <QueryError error={list.error} />
      ) : list.isLoading ? (
        <TableSkeleton />
      ) : !list.data?.length ? (
        <EmptyState
          title="No customers yet"
          description="Create the first customer to start loading data."
        />
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={760}>
            <Table
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              data-testid="customers-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Industry</Table.Th>
                  <Table.Th>Competitors</Table.Th>
                  <Table.Th>Features</Table.Th>
                  <Table.Th>Members</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((c) => (
                  <Table.Tr key={c.id} opacity={c.archivedAt ? 0.6 : 1}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text fw={600} size="sm">
                          {c.name}
                        </Text>
                        {c.archivedAt ? (
                          <Badge color="gray" variant="outline" size="sm">
                            Archived
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {c.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>{c.industry ?? '—'}</Table.Td>
                    <Table.Td maw={240}>
                      <Text size="sm" lineClamp={2}>
                        {c.competitors.join(', ') || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {c.features.length ? (
                          c.features.map((f) => (
                            <Badge key={f} variant="light" size="sm">
                              {f}
                            </Badge>
                          ))
                        ) : (
                          <Text size="sm" c="dimmed">
                            None
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{c.memberCount}</Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Actions for ${c.name}`}
                          >
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            leftSection={<IconPencil size={14} aria-hidden />}
                            onClick={() => setEditing({ mode: 'edit', customer: c })}
                          >
                            Edit details
                          </Menu.Item>
                          <Menu.Item
                            leftSection={<IconToggleRight size={14} aria-hidden />}
                            onClick={() => setFeatures(c)}
                          >
                            Features
                          </Menu.Item>
                          <Menu.Item
                            leftSection={
                              c.archivedAt ? (
                                <IconRestore size={14} aria-hidden />
                              ) : (
                                <IconArchive size={14} aria-hidden />
                              )
                            }
                            onClick={() => archive.mutate({ id: c.id, archived: !c.archivedAt })}
                          >
                            {c.archivedAt ? 'Restore' : 'Archive'}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <CustomerModal editing={editing} onClose={() => setEditing(null)} />
      <FeaturesModal customer={features} onClose={() => setFeatures(null)} />
    </Stack>
  );
}
