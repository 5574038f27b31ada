import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KpiCard } from './kpi-card';
import { renderDashboard } from './test-render';

describe('KpiCard', () => {
  it('shows value, band, change with arrow and significance, interval and base', () => {
    renderDashboard(
      <KpiCard
        label="Overall"
        value={72.44}
        band="strong"
        change={{ delta: 3.2, significant: true }}
        changeUnit=" pts"
        sparkline={[60, 65, 70, 72]}
        base={412}
        effectiveBase={380}
        interval={{ low: 70.1, high: 74.8 }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Overall' });
    expect(card.textContent).toContain('72.4');
    expect(card.textContent).toContain('Strong');
    expect(screen.getByLabelText('Change +3.2 pts, significant at 95%').textContent).toContain('▲');
    expect(card.textContent).toContain('95% CI 70.1–74.8');
    expect(card.textContent).toContain('n=412 (eff. 380)');
    expect(card.textContent).not.toContain('Low base');
  });

  it('marks a non-significant fall without a star and flags a low base', () => {
    renderDashboard(
      <KpiCard
        label="Trust"
        value={61}
        change={{ delta: -2, significant: false }}
        base={80}
        lowBase
      />,
    );
    const change = screen.getByLabelText('Change −2.0, not significant');
    expect(change.textContent).toContain('▼');
    expect(change.textContent).not.toContain('★');
    expect(screen.getByText('Low base')).toBeTruthy();
  });

  it('withholds a suppressed value', () => {
    renderDashboard(<KpiCard label="Growth" value={55} band="weak" base={12} suppressed />);
    const card = screen.getByRole('article', { name: 'Growth' });
    expect(card.textContent).toContain('n<30');
    expect(card.textContent).not.toContain('55');
    expect(card.textContent).not.toContain('Weak');
  });
});
