import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '@repute/shared';
import {
  ActionIcon,
  AppShell,
  Badge,
  Box,
  Drawer,
  Group,
  ScrollArea,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMessageChatbot,
} from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useChatPanelState } from '../../lib/chat-panel-state';
import { ChatPanelOverlay, ChatPanelSidebar } from './chat-panel';
import { CustomerSelector } from './customer-selector';
import { SidebarNav } from './sidebar-nav';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';
import { useSidebarState } from './use-sidebar-state';
import classes from './shell.module.css';

export const HEADER_HEIGHT = 60;

function Brand() {
  return (
    <UnstyledButton component={Link} to="/dashboard" className={classes.brand}>
      <Group gap={8} wrap="nowrap">
        <Box className={classes.logo} aria-hidden>
          R
        </Box>
        <Text fw={700} size="lg" className={classes.brandName}>
          Repute
        </Text>
        <Badge variant="light" size="sm" radius="sm">
          01
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

/** SPEC section 2: header, collapsible customer-scoped sidebar, main area and chat panel. */
export function AppShellLayout() {
  const sidebar = useSidebarState();
  const chat = useChatPanelState();
  const { isMobile } = sidebar;
  const collapsed = !sidebar.open;
  const SidebarIcon = (isMobile ? sidebar.openMobile : sidebar.open)
    ? IconLayoutSidebarLeftCollapse
    : IconLayoutSidebarLeftExpand;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: true },
      }}
      aside={{
        width: `${chat.width}rem`,
        breakpoint: 'sm',
        collapsed: { desktop: chat.collapsed, mobile: true },
      }}
      padding={0}
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={isMobile ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={isMobile ? 6 : 'sm'} wrap="nowrap">
            <Tooltip label="Toggle sidebar (Ctrl+B)" openDelay={700}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={sidebar.toggle}
                aria-label="Toggle sidebar"
                aria-keyshortcuts="Control+B Meta+B"
                aria-expanded={isMobile ? sidebar.openMobile : sidebar.open}
                data-testid="sidebar-toggle"
              >
                <SidebarIcon size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Brand />
          </Group>
          <Group gap={isMobile ? 6 : 'sm'} wrap="nowrap">
            {isMobile ? null : <CustomerSelector />}
            <ThemeMenu />
            <Tooltip label={chat.collapsed ? 'Open chat' : 'Close chat'} openDelay={700}>
              <ActionIcon
                variant={chat.collapsed ? 'default' : 'filled'}
                size="lg"
                onClick={chat.toggle}
                aria-label="Toggle chat"
                aria-pressed={!chat.collapsed}
                data-testid="chat-toggle"
              >
                <IconMessageChatbot size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        className={classes.navbar}
        data-collapsed={collapsed || undefined}
        aria-label="Main navigation"
        component="nav"
        data-testid="sidebar"
      >
        <ScrollArea type="hover" scrollbarSize={6} h="100%">
          <SidebarNav collapsed={collapsed} />
        </ScrollArea>
      </AppShell.Navbar>

      <Drawer
        opened={isMobile && sidebar.openMobile}
        onClose={() => sidebar.setOpenMobile(false)}
        size={SIDEBAR_WIDTH_MOBILE}
        padding={0}
        title={<Brand />}
        classNames={{ header: classes.drawerHeader }}
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
        data-testid="sidebar-sheet"
      >
        <Box p="sm" pb={0}>
          <CustomerSelector fullWidth />
        </Box>
        <nav aria-label="Main navigation">
          <SidebarNav onNavigate={() => sidebar.setOpenMobile(false)} />
        </nav>
      </Drawer>

      <AppShell.Main className={classes.main}>
        <Box p={isMobile ? 'sm' : 'lg'} className={classes.content} data-testid="page-content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>

      {isMobile ? (
        <ChatPanelOverlay state={chat} />
      ) : (
        <AppShell.Aside className={classes.aside} aria-label="Chat panel" component="aside">
          {chat.collapsed ? null : <ChatPanelSidebar state={chat} />}
        </AppShell.Aside>
      )}
    </AppShell>
  );
}
