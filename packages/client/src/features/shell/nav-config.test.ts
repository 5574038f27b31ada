import { describe, expect, it } from 'vitest';
import {
  NAV_SECTIONS,
  isActive,
  visibleSections,
  withCustomer,
  type NavSection,
} from './nav-config';

describe('customer-scoped navigation (SPEC section 2)', () => {
  it('lists the SPEC sections, labels and targets', () => {
    const flat = NAV_SECTIONS.map((s) => [s.label ?? '', s.items.map((i) => `${i.label}:${i.to}`)]);
    expect(flat).toEqual([
      ['', ['Dashboard:/dashboard']],
      [
        'HOME',
        [
          'Chat:/custom-engine?tab=home',
          'Summary:/custom-engine?tab=summary',
          'Notifications:/custom-engine?tab=notifications',
        ],
      ],
      ['DATA', ['Connect:/custom-engine?tab=connect-sources']],
      [
        'ANALYTICS',
        [
          'Themes:/custom-engine?tab=themes',
          'Drivers:/media-sentiment-analysis',
          'Brand:/custom-engine?tab=brand',
          'Reputation:/custom-engine?tab=reputation',
          'Timeline:/custom-engine?tab=timeline',
        ],
      ],
      ['CHANNELS', ['Media:/custom-engine?tab=media', 'Social:/custom-engine?tab=social']],
      [
        'OTHER',
        [
          'Reports:/custom-engine?tab=reports',
          'Monitor:/custom-engine?tab=monitor',
          'Strategy:/custom-engine?tab=strategy',
          'Stakeholders:/custom-engine?tab=stakeholders',
          'Advanced:/custom-engine?tab=advanced',
          'Optimisation:/custom-engine?tab=optimisation',
        ],
      ],
    ]);
  });

  it('hides items without their feature and sections left empty', () => {
    const icon = NAV_SECTIONS[0]!.items[0]!.icon;
    const sections: NavSection[] = [
      { label: 'A', items: [{ label: 'x', to: '/x', icon, requiredFeature: 'f1' }] },
      {
        label: 'B',
        items: [
          { label: 'y', to: '/y', icon },
          { label: 'z', to: '/z', icon, requiredFeature: 'f2' },
        ],
      },
    ];
    expect(visibleSections(sections, []).map((s) => s.label)).toEqual(['B']);
    expect(visibleSections(sections, [])[0]!.items.map((i) => i.label)).toEqual(['y']);
    expect(visibleSections(sections, ['f1', 'f2']).flatMap((s) => s.items)).toHaveLength(3);
  });

  it('adds the customer code and matches the active tab', () => {
    expect(withCustomer('/custom-engine?tab=brand', 'GRILLD')).toBe(
      '/custom-engine?tab=brand&customer=GRILLD',
    );
    expect(withCustomer('/dashboard', 'A B')).toBe('/dashboard?customer=A+B');
    expect(withCustomer('/dashboard', undefined)).toBe('/dashboard');
    expect(isActive('/custom-engine?tab=brand', '/custom-engine', '?tab=brand&customer=X')).toBe(
      true,
    );
    expect(isActive('/custom-engine?tab=home', '/custom-engine', '')).toBe(true);
    expect(isActive('/custom-engine?tab=brand', '/custom-engine', '?tab=media')).toBe(false);
    expect(isActive('/dashboard', '/dashboard', '?customer=X')).toBe(true);
  });
});
