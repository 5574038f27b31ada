import { ActionIcon, Badge, Card, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { toast } from '../../components/toaster';
import { trpc } from '../../lib/trpc';
import { errorMessage, formatDate, QueryError, TableSkeleton } from './admin-ui';

/** Accounts: role, disable (ends their sessions), and a password-reset link. */
export function UsersPanel() {
  const list = trpc.admin.users.list.useQuery();
  const me = trpc.auth.session.useQuery();
  const utils = trpc.useUtils();
  const onError = (error: unknown) =>
    toast({
      title: 'Could not change the account',
      description: errorMessage(error),
      variant: 'destructive',
    });
  const done = (title: string) => async () => {
    await utils.admin.users.list.invalidate();
    toast({ title });
  };
  const setRole = trpc.admin.users.setRole.useMutation({
    onSuccess: done('Role changed'),
    onError,
  });
  const setDisabled = trpc.admin.users.setDisabled.useMutation({
    onSuccess: done('Account updated'),
    onError,
  });
  const reset = trpc.admin.users.sendPasswordReset.useMutation({
    onSuccess: done('Reset link sent; their sessions were ended'),
    onError,
  });

  if (list.error) return <QueryError error={list.error} />;
  if (list.isLoading) return <TableSkeleton />;
  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((u) => {
              const self = me.data?.id === u.id;
              return (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {u.firstName} {u.lastName} {self ? '(you)' : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {u.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={u.role === 'admin' ? 'grape' : 'gray'}>
                      {u.role === 'admin' ? 'Administrator' : u.isDemo ? 'Demo user' : 'User'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {u.disabledAt ? (
                        <Badge color="red" variant="light">
                          Disabled
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          Active
                        </Badge>
                      )}
                      {!u.emailVerified ? (
                        <Text size="xs" c="dimmed">
                          Email not verified
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {formatDate(u.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {self || u.isDemo ? null : (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Actions for ${u.email}`}
                          >
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            onClick={() =>
                              setRole.mutate({
                                userId: u.id,
                                role: u.role === 'admin' ? 'user' : 'admin',
                              })
                            }
                          >
                            {u.role === 'admin' ? 'Make user' : 'Make administrator'}
                          </Menu.Item>
                          <Menu.Item onClick={() => reset.mutate({ userId: u.id })}>
                            Send password reset
                          </Menu.Item>
                          <Menu.Item
                            color={u.disabledAt ? undefined : 'red'}
                            onClick={() =>
                              setDisabled.mutate({ userId: u.id, disabled: !u.disabledAt })
                            }
                          >
                            {u.disabledAt ? 'Enable account' : 'Disable account'}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
