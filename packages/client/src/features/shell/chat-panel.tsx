import { CHAT_PANEL_MAX_WIDTH_REM, CHAT_PANEL_MIN_WIDTH_REM } from '@repute/shared';
import { ActionIcon, Affix, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconArrowsDiagonal,
  IconArrowsDiagonalMinimize2,
  IconMessageChatbot,
  IconX,
} from '@tabler/icons-react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ChatConversation } from '../chat/components/chat-conversation';
import type { ChatPanelState } from '../../lib/chat-panel-state';
import classes from './shell.module.css';

function remToPx(rem: number): number {
  const base = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return rem * base;
}

/** The left-edge handle of the docked panel: drag, or arrow keys, between 20 and 32 rem. */
function ResizeHandle({ state }: { state: ChatPanelState }) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width: state.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const deltaRem = (start.current.x - event.clientX) / remToPx(1);
    state.setWidth(start.current.width + deltaRem);
  };
  const onPointerUp = () => {
    start.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 2 : 0.5;
    if (event.key === 'ArrowLeft') state.setWidth(state.width + step);
    else if (event.key === 'ArrowRight') state.setWidth(state.width - step);
    else if (event.key === 'Home') state.setWidth(CHAT_PANEL_MIN_WIDTH_REM);
    else if (event.key === 'End') state.setWidth(CHAT_PANEL_MAX_WIDTH_REM);
    else return;
    event.preventDefault();
  };
  return (
    <div
      role="separator"
      aria-label="Resize chat panel"
      aria-orientation="vertical"
      aria-valuemin={CHAT_PANEL_MIN_WIDTH_REM}
      aria-valuemax={CHAT_PANEL_MAX_WIDTH_REM}
      aria-valuenow={state.width}
      tabIndex={0}
      className={classes.resizeHandle}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      data-testid="chat-resize-handle"
    />
  );
}

function PanelHeader({
  state,
  variant,
}: {
  state: ChatPanelState;
  variant: 'sidebar' | 'overlay';
}) {
  return (
    <Group justify="space-between" px="md" py="sm" className={classes.panelHeader} wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <IconMessageChatbot size={20} aria-hidden />
        <Text fw={600} component="h2" size="md" m={0}>
          Chat
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        {variant === 'overlay' ? (
          <Tooltip label={state.expanded ? 'Collapse' : 'Expand'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => state.setExpanded(!state.expanded)}
              aria-label={state.expanded ? 'Collapse chat' : 'Expand chat'}
            >
              {state.expanded ? (
                <IconArrowsDiagonalMinimize2 size={18} aria-hidden />
              ) : (
                <IconArrowsDiagonal size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        ) : null}
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => state.setCollapsed(true)}
          aria-label="Close chat"
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** Sidebar variant: docked on the right inside the shell's aside, resizable. */
export function ChatPanelSidebar({ state }: { state: ChatPanelState }) {
  return (
    <Box className={classes.panel} data-testid="chat-panel" data-variant="sidebar">
      <ResizeHandle state={state} />
      <PanelHeader state={state} variant="sidebar" />
      <Box className={classes.panelBody}>
        <ChatConversation />
      </Box>
    </Box>
  );
}

/** Overlay variant (small screens): a round button at bottom-right opens a floating panel. */
export function ChatPanelOverlay({ state }: { state: ChatPanelState }) {
  if (state.collapsed) {
    return (
      <Affix position={{ bottom: 20, right: 20 }}>
        <ActionIcon
          size={56}
          radius="xl"
          variant="filled"
          onClick={() => state.setCollapsed(false)}
          aria-label="Open chat"
          className={classes.chatFab}
        >
          <IconMessageChatbot size={26} aria-hidden />
        </ActionIcon>
      </Affix>
    );
  }
  return (
    <Paper
      shadow="xl"
      withBorder
      className={classes.overlayPanel}
      data-expanded={state.expanded || undefined}
      data-testid="chat-panel"
      data-variant="overlay"
      role="dialog"
      aria-label="Chat"
    >
      <PanelHeader state={state} variant="overlay" />
      <Box className={classes.panelBody}>
        <ChatConversation />
      </Box>
    </Paper>
  );
}
