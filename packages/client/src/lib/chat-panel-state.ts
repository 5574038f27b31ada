import {
  CHAT_PANEL_MAX_WIDTH_REM,
  CHAT_PANEL_MIN_WIDTH_REM,
  CHAT_PANEL_WIDTH_REM,
} from '@repute/shared';
import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from './storage-keys';
import { readPreference, readStorage, writeStorage } from './storage';

export function clampChatWidth(rem: number): number {
  if (!Number.isFinite(rem)) return CHAT_PANEL_WIDTH_REM;
  return Math.min(CHAT_PANEL_MAX_WIDTH_REM, Math.max(CHAT_PANEL_MIN_WIDTH_REM, rem));
}

function readWidth(): number {
  const stored = Number(readStorage(STORAGE_KEYS.chatPanelWidth));
  return stored ? clampChatWidth(stored) : CHAT_PANEL_WIDTH_REM;
}

export interface ChatPanelState {
  /** SPEC section 2: collapsed by default; kept in local storage. */
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  toggle: () => void;
  /** The overlay variant's expand/collapse flag (not persisted). */
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  /** Width in rem, 24 by default, between 20 and 32. */
  width: number;
  setWidth: (rem: number) => void;
}

export function useChatPanelState(): ChatPanelState {
  const [collapsed, setCollapsedState] = useState(
    () => readPreference(STORAGE_KEYS.chatCollapsed) !== 'false',
  );
  const [expanded, setExpanded] = useState(false);
  const [width, setWidthState] = useState(readWidth);

  const setCollapsed = useCallback((next: boolean) => {
    writeStorage(STORAGE_KEYS.chatCollapsed, String(next));
    setCollapsedState(next);
    if (next) setExpanded(false);
  }, []);
  const toggle = useCallback(() => setCollapsed(!collapsed), [collapsed, setCollapsed]);
  const setWidth = useCallback((rem: number) => {
    const next = Math.round(clampChatWidth(rem) * 4) / 4;
    writeStorage(STORAGE_KEYS.chatPanelWidth, String(next));
    setWidthState(next);
  }, []);

  return { collapsed, setCollapsed, toggle, expanded, setExpanded, width, setWidth };
}
