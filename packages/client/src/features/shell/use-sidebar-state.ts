import {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_KEYBOARD_SHORTCUT,
} from '@repute/shared';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from '../../lib/cookies';
import { SIDEBAR_COOKIE_NAME } from '../../lib/storage-keys';

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

/**
 * SPEC sections 2 and 9: expanded/collapsed kept in a cookie for 7 days; Ctrl or Cmd + B
 * toggles; below 768 px the sidebar is a slide-in sheet with its own open state.
 */
export function useSidebarState() {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readCookie(SIDEBAR_COOKIE_NAME) !== 'false');
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    writeCookie(SIDEBAR_COOKIE_NAME, String(next), SIDEBAR_COOKIE_MAX_AGE_SECONDS);
    setOpenState(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // Works in text fields too: Ctrl+B has no meaning in a plain input.
  useHotkeys([[`mod+${SIDEBAR_KEYBOARD_SHORTCUT}`, toggle]], []);

  return { isMobile, open, setOpen, openMobile, setOpenMobile, toggle };
}
