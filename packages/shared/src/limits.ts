/** Business constants and limits of SPEC section 9. */
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SHELL_SIDEBAR_WIDTH = '18rem';
export const SHELL_SIDEBAR_WIDTH_ICON = '4rem';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const CUSTOMER_LIST_STALE_MS = 10 * 60_000;
export const CHAT_CONTEXT_STALE_MS = 5 * 60_000;
export const QUERY_STALE_MS = 10 * 60_000;
export const QUERY_GC_MS = 60 * 60_000;

export const CUSTOMER_SELECTOR_WIDTH_PX = 240;
export const TOAST_MAX_WIDTH_PX = 420;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const CHAT_PANEL_WIDTH_REM = 24;
export const CHAT_PANEL_MIN_WIDTH_REM = 20;
export const CHAT_PANEL_MAX_WIDTH_REM = 32;
export const CHAT_BUBBLE_MAX_WIDTH_PERCENT = 80;

export const PASSWORD_MIN_LENGTH = 12;
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const PASSWORD_RESET_TTL_HOURS = 1;
export const DEMO_FOLLOW_UP_HOURS = 24;

export const DEFAULT_CUSTOMER_CODE = 'GRILLD';
export const DEFAULT_DATA_SOURCE = 'survey';
export const PRODUCT_NAME = 'Repute';
