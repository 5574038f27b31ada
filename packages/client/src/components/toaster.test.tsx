import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './toaster';

function renderToaster() {
  return render(
    <MantineProvider env="test">
      <Toaster />
    </MantineProvider>,
  );
}

describe('toasts (SPEC sections 4 and 9)', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    renderToaster();
    act(() => {
      toast({ title: 'First' });
    });
    expect(screen.getByText('First')).toBeTruthy();
    act(() => {
      toast({ title: 'Second', description: 'More', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
  });

  it('offers an F8-focusable notification region and a close button', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Hello' });
    });
    expect(screen.getByRole('region', { name: /F8/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Hello')).toBeNull();
  });
});
