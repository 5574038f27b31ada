import {
  IconBell,
  IconBrandHipchat,
  IconChartDots3,
  IconChartLine,
  IconClipboardText,
  IconDatabasePlus,
  IconDeviceAnalytics,
  IconFileAnalytics,
  IconLayoutDashboard,
  IconNews,
  IconRadar,
  IconRocket,
  IconShare,
  IconSparkles,
  IconTags,
  IconTimeline,
  IconTrophy,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  /** Path, possibly with ?tab=...; the customer parameter is added when rendering. */
  to: string;
  icon: Icon;
  /** Shown only when this key is in the selected customer's enabledFeatures. */
  requiredFeature?: string;
}

export interface NavSection {
  /** Unlabelled sections have no heading. */
  label?: string;
  items: NavItem[];
}

const tab = (key: string) => `/custom-engine?tab=${key}`;

/** SPEC section 2, customer-scoped sidebar navigation (labels and targets word for word). */
export const NAV_SECTIONS: NavSection[] = [
  { items: [{ label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard }] },
  {
    label: 'HOME',
    items: [
      { label: 'Chat', to: tab('home'), icon: IconBrandHipchat },
      { label: 'Summary', to: tab('summary'), icon: IconClipboardText },
      { label: 'Notifications', to: tab('notifications'), icon: IconBell },
    ],
  },
  {
    label: 'DATA',
    items: [{ label: 'Connect', to: tab('connect-sources'), icon: IconDatabasePlus }],
  },
  {
    label: 'ANALYTICS',
    items: [
      { label: 'Themes', to: tab('themes'), icon: IconTags },
      { label: 'Drivers', to: '/media-sentiment-analysis', icon: IconChartDots3 },
      { label: 'Brand', to: tab('brand'), icon: IconSparkles },
      { label: 'Reputation', to: tab('reputation'), icon: IconTrophy },
      { label: 'Timeline', to: tab('timeline'), icon: IconTimeline },
    ],
  },
  {
    label: 'CHANNELS',
    items: [
      { label: 'Media', to: tab('media'), icon: IconNews },
      { label: 'Social', to: tab('social'), icon: IconShare },
    ],
  },
  {
    label: 'OTHER',
    items: [
      { label: 'Reports', to: tab('reports'), icon: IconFileAnalytics },
      { label: 'Monitor', to: tab('monitor'), icon: IconRadar },
      { label: 'Strategy', to: tab('strategy'), icon: IconRocket },
      { label: 'Stakeholders', to: tab('stakeholders'), icon: IconUsersGroup },
      { label: 'Advanced', to: tab('advanced'), icon: IconDeviceAnalytics },
      { label: 'Optimisation', to: tab('optimisation'), icon: IconChartLine },
    ],
  },
];

/** SPEC section 6: an item needs its feature; a section without visible items is hidden. */
export function visibleSections(sections: NavSection[], enabledFeatures: string[]): NavSection[] {
  const enabled = new Set(enabledFeatures);
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) => !item.requiredFeature || enabled.has(item.requiredFeature),
      ),
    }))
    .filter((section) => section.items.length > 0);
}

/** The target with the customer code, so every page URL names its customer. */
export function withCustomer(to: string, code: string | undefined): string {
  if (!code) return to;
  const [path, query = ''] = to.split('?');
  const params = new URLSearchParams(query);
  params.set('customer', code);
  return `${path}?${params.toString()}`;
}

/** Active when the path matches and, for tab targets, the tab matches too. */
export function isActive(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (path !== pathname) return false;
  if (!query) return true;
  const wanted = new URLSearchParams(query).get('tab');
  const current = new URLSearchParams(search).get('tab') ?? 'home';
  return wanted === current;
}
