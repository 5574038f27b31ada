import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChartCard } from './chart-card';
import { renderDashboard } from './test-render';

const rows = [
  { month: '2025-01', score: 70.5 },
  { month: '2025-02', score: 72.25 },
];
const columns = [
  { key: 'month', label: 'Month' },
  { key: 'score', label: 'Score', numeric: true },
];

describe('ChartCard', () => {
  it('switches between chart and table', () => {
    renderDashboard(
      <ChartCard title="Score by month" rows={rows} columns={columns}>
        <div>the chart</div>
      </ChartCard>,
    );
    expect(screen.getByText('the chart')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.queryByText('the chart')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Score' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '72.25' })).toBeTruthy();
  });

  it('exports the rows it shows as CSV', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDashboard(
      <ChartCard title="Score by month" rows={rows} columns={columns}>
        <div>chart</div>
      </ChartCard>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export Score by month as CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text.replace(/^\uFEFF/, '')).toBe('Month,Score\r\n2025-01,70.5\r\n2025-02,72.25\r\n');
    click.mockRestore();
  });

  it('shows designed loading, empty and error states', () => {
    const retry = vi.fn();
    const { rerender } = renderDashboard(
      <ChartCard title="T" rows={[]} columns={columns} loading>
        <div>chart</div>
      </ChartCard>,
    );
    expect(screen.getByRole('status', { name: 'Loading T' })).toBeTruthy();
    rerender(
      <ChartCard title="T" rows={[]} columns={columns} emptyMessage="Nothing in this range.">
        <div>chart</div>
      </ChartCard>,
    );
    expect(screen.getByText('Nothing in this range.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Export T as CSV' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    rerender(
      <ChartCard
        title="T"
        rows={rows}
        columns={columns}
        error={{ message: '500: boom' }}
        onRetry={retry}
      >
        <div>chart</div>
      </ChartCard>,
    );
    expect(screen.getByRole('alert').textContent).toContain('500: boom');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
