import {
  ActionIcon,
  Menu,
  useComputedColorScheme,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { writeStorage } from '../../lib/storage';

const CHOICES: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'System', icon: IconDeviceDesktop },
];

/** SPEC section 2: light, dark, or system (follows the operating system); stored as vite-ui-theme. */
export function ThemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const CurrentIcon = computed === 'dark' ? IconMoon : IconSun;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Theme" data-testid="theme-toggle">
          <CurrentIcon size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {CHOICES.map(({ value, label, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={colorScheme === value ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => {
              setColorScheme(value);
              // The application shell's own light/dark preference (SPEC section 3).
              if (value !== 'auto') writeStorage(STORAGE_KEYS.shellTheme, value);
            }}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
