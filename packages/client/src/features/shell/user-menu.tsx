import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconInbox, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { logout, useAuth } from '../../lib/auth';

function initials(first?: string | null, last?: string | null, email?: string): string {
  const letters = `${first?.[0] ?? ''}${last?.[0] ?? ''}`.trim();
  return (letters || email?.[0] || 'U').toUpperCase();
}

export function UserMenu() {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const letters = initials(user?.firstName, user?.lastName, user?.email);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${letters} account menu`} data-testid="user-menu">
          <Avatar color="green" radius="xl" size={34}>
            {letters}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name || user?.email ? (
          <Menu.Label>
            {name ? <Text size="sm">{name}</Text> : null}
            {user?.email ? <Text size="xs">{user.email}</Text> : null}
          </Menu.Label>
        ) : null}
        {user?.role === 'admin' ? (
          <>
            <Menu.Label>Administration</Menu.Label>
            <Menu.Item
              component={Link}
              to="/demo-requests-admin"
              leftSection={<IconInbox size={16} aria-hidden />}
            >
              Demo requests
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/customer-management"
              leftSection={<IconBuildingStore size={16} aria-hidden />}
            >
              Customer management
            </Menu.Item>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
