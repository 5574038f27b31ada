import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** Stores Mantine's scheme under SPEC's key 'vite-ui-theme' with SPEC's values (light, dark, system). */
export function uiThemeManager(key: string = STORAGE_KEYS.uiTheme): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  const toMantine = (value: string | null): MantineColorScheme =>
    value === 'light' || value === 'dark' ? value : 'auto';
  return {
    get: (defaultValue) => {
      try {
        const stored = window.localStorage.getItem(key);
        return stored ? toMantine(stored) : defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        window.localStorage.setItem(key, value === 'auto' ? 'system' : value);
      } catch {
        // Storage can be unavailable (private mode); the choice then lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea === window.localStorage && event.key === key) {
          onUpdate(toMantine(event.newValue));
        }
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
  };
}
