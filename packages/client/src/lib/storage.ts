import { DEFAULT_DATA_SOURCE } from '@repute/shared';
import { STORAGE_KEYS } from './storage-keys';

/** localStorage can be unavailable (private mode, blocked storage); reads then give null. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The value then lasts for this page only.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Every stored key starting with prefix (e.g. the per-customer selectedDatasetId_ keys). */
export function storageKeysWithPrefix(prefix: string): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** SPEC section 3: the defaults of the local preferences that have one. */
export const STORAGE_DEFAULTS = {
  [STORAGE_KEYS.reputationDataSource]: DEFAULT_DATA_SOURCE,
  [STORAGE_KEYS.uiTheme]: 'system',
  [STORAGE_KEYS.chatCollapsed]: 'true',
  [STORAGE_KEYS.shellTheme]: 'light',
} as const;

export function readPreference(key: keyof typeof STORAGE_DEFAULTS): string {
  return readStorage(key) ?? STORAGE_DEFAULTS[key];
}

/** The stored selected customer id, as the x-customer-id header value. */
export function storedCustomerId(): string | null {
  const value = readStorage(STORAGE_KEYS.selectedCustomerId);
  return value && /^\d+$/.test(value) ? value : null;
}

export function customerHeader(): Record<string, string> {
  const id = storedCustomerId();
  return id ? { 'x-customer-id': id } : {};
}

/** SPEC section 4: 'survey' is the default data source and is persisted. */
export function readDataSource(): string {
  const stored = readStorage(STORAGE_KEYS.reputationDataSource);
  if (stored) return stored;
  writeStorage(STORAGE_KEYS.reputationDataSource, DEFAULT_DATA_SOURCE);
  return DEFAULT_DATA_SOURCE;
}

export function writeDataSource(value: string): void {
  writeStorage(STORAGE_KEYS.reputationDataSource, value);
}
