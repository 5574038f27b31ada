import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CurrentCustomerContextProvider,
  type CurrentCustomerState,
} from '../../lib/current-customer';
import { CustomerSelector } from './customer-selector';

function renderWith(state: Partial<CurrentCustomerState>) {
  const value: CurrentCustomerState = {
    customer: null,
    customers: [],
    isLoading: false,
    error: null,
    selectCustomer: vi.fn(),
    ...state,
  };
  return render(
    <MantineProvider env="test">
      <CurrentCustomerContextProvider value={value}>
        <CustomerSelector />
      </CurrentCustomerContextProvider>
    </MantineProvider>,
  );
}

describe('customer selector (SPEC section 2)', () => {
  it("shows 'Loading...' while customers load", () => {
    renderWith({ isLoading: true });
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it("shows 'No customers' for an empty list or a failed call", () => {
    renderWith({ error: new Error('Failed to fetch customers') });
    expect(screen.getByText('No customers')).toBeTruthy();
  });

  it("offers a 240 px 'Select customer' dropdown showing the selected name", () => {
    const customers = [
      { id: 1, code: 'A', name: 'Acme', industry: 'Retail' },
      { id: 2, code: 'B', name: 'Beta', industry: null },
    ];
    renderWith({ customers, customer: customers[1]! });
    const input = screen.getByTestId('customer-selector') as HTMLInputElement;
    expect(input.value).toBe('Beta');
    expect(input.getAttribute('placeholder')).toBe('Select customer');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBe(input);
    const root = input.closest('.mantine-Select-root') as HTMLElement;
    // Mantine writes 240 px as 15rem (x its scale, 1 by default): 240 px at the 16 px root size.
    expect(root.style.width).toBe('calc(15rem * var(--mantine-scale))');
  });
});
