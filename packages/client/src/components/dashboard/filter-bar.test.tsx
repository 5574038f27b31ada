import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar';
import { renderDashboard } from './test-render';

describe('FilterBar', () => {
  it('reads its state from the URL and writes changes back, keeping customer and tab', async () => {
    const { location } = renderDashboard(
      <FilterBar
        months={['2025-01', '2025-02', '2025-03']}
        brands={["Grill'd", 'Huxtaburger']}
        datasets={[{ id: 4, name: 'Brand tracker', kind: 'survey' }]}
        segments={[{ group: 'Region', items: [{ value: 'region:VIC', label: 'VIC' }] }]}
      />,
      '/custom-engine?customer=GRILLD&tab=summary&from=2025-02',
    );
    const from = screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement;
    expect(from.value).toBe('Feb 2025');

    fireEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Huxtaburger' }));
    const params = new URL(location.current, 'http://x').searchParams;
    expect(params.get('brand')).toBe('Huxtaburger');
    expect(params.get('customer')).toBe('GRILLD');
    expect(params.get('tab')).toBe('summary');
    expect(params.get('from')).toBe('2025-02');

    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    const after = new URL(location.current, 'http://x').searchParams;
    expect(after.has('brand')).toBe(false);
    expect(after.has('from')).toBe(false);
    expect(after.get('customer')).toBe('GRILLD');
  });
});
