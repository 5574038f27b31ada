import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentCustomerProvider,
  migrateLegacyCustomerKeys,
  resolveInitialCustomer,
  useCurrentCustomer,
  type CurrentCustomerState,
  type CustomerSummary,
} from './current-customer';

const CUSTOMERS: CustomerSummary[] = [
  { id: 1, code: 'ACME', name: 'Acme', industry: 'Retail' },
  { id: 2, code: 'GRILLD', name: "Grill'd", industry: 'Hospitality' },
  { id: 3, code: 'NOVA', name: 'Nova Bank', industry: null },
];

describe('resolveInitialCustomer (SPEC section 4 priority)', () => {
  it('prefers the query parameter code, then the stored id, then GRILLD, then the first', () => {
    expect(resolveInitialCustomer(CUSTOMERS, 'NOVA', '1')?.id).toBe(3);
    expect(resolveInitialCustomer(CUSTOMERS, 'UNKNOWN', '1')?.id).toBe(1);
    expect(resolveInitialCustomer(CUSTOMERS, null, '99')?.id).toBe(2);
    expect(resolveInitialCustomer([CUSTOMERS[0]!, CUSTOMERS[2]!], null, null)?.id).toBe(1);
    expect(resolveInitialCustomer([], 'ACME', '1')).toBeNull();
  });
});

describe('legacy key migration', () => {
  beforeEach(() => localStorage.clear());

  it('removes selectedCustomerCode and selectedDataset when no selectedCustomerId exists', () => {
    localStorage.setItem('selectedCustomerCode', 'ACME');
    localStorage.setItem('selectedDataset', '12');
    migrateLegacyCustomerKeys();
    expect(localStorage.getItem('selectedCustomerCode')).toBeNull();
    expect(localStorage.getItem('selectedDataset')).toBeNull();
  });

  it('keeps them when a selectedCustomerId exists', () => {
    localStorage.setItem('selectedCustomerCode', 'ACME');
    localStorage.setItem('selectedDataset', '12');
    localStorage.setItem('selectedCustomerId', '1');
    migrateLegacyCustomerKeys();
    expect(localStorage.getItem('selectedCustomerCode')).toBe('ACME');
  });
});

describe('CurrentCustomerProvider', () => {
  const fetchMock = vi.fn();
  let state: CurrentCustomerState;
  let location = '';
  let navType = '';
  let navigate: ReturnType<typeof useNavigate>;
  let queryClient: QueryClient;

  function Probe() {
    state = useCurrentCustomer();
    const loc = useLocation();
    location = `${loc.pathname}${loc.search}`;
    navType = useNavigationType();
    navigate = useNavigate();
    return null;
  }

  function renderAt(url: string, extra?: ReactNode) {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <CurrentCustomerProvider>
            <Probe />
            {extra}
          </CurrentCustomerProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/customers') return Response.json(CUSTOMERS);
      return Response.json({ ok: url });
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('selects by the customer query parameter and stores the id', async () => {
    localStorage.setItem('selectedCustomerId', '1');
    renderAt('/dashboard?customer=NOVA');
    await waitFor(() => expect(state.customer?.code).toBe('NOVA'));
    expect(localStorage.getItem('selectedCustomerId')).toBe('3');
    expect(location).toBe('/dashboard?customer=NOVA');
    expect(localStorage.getItem('reputation-data-source')).toBe('survey');
  });

  it('falls back to the stored id, then GRILLD, and writes the code into the URL', async () => {
    localStorage.setItem('selectedCustomerId', '1');
    const first = renderAt('/dashboard');
    await waitFor(() => expect(state.customer?.code).toBe('ACME'));
    expect(location).toBe('/dashboard?customer=ACME');
    expect(navType).toBe('REPLACE');
    first.unmount();
    localStorage.clear();
    renderAt('/custom-engine?tab=themes');
    await waitFor(() => expect(state.customer?.code).toBe('GRILLD'));
    expect(location).toBe('/custom-engine?tab=themes&customer=GRILLD');
    expect(localStorage.getItem('selectedCustomerId')).toBe('2');
  });

  it('choosing clears dataset selections, stores the id, replaces the URL, invalidates caches', async () => {
    renderAt('/dashboard?customer=ACME');
    await waitFor(() => expect(state.customer?.code).toBe('ACME'));
    localStorage.setItem('selectedDatasetId_1', '10');
    localStorage.setItem('selectedDatasetId_2', '20');
    queryClient.setQueryData(['/api/datasets', 1], { a: 1 });
    queryClient.setQueryData(['/api/perceptions'], { a: 1 });
    queryClient.setQueryData(['/api/unrelated'], { a: 1 });
    act(() => state.selectCustomer(3));
    await waitFor(() => expect(location).toBe('/dashboard?customer=NOVA'));
    expect(navType).toBe('REPLACE');
    expect(state.customer?.code).toBe('NOVA');
    expect(localStorage.getItem('selectedCustomerId')).toBe('3');
    expect(localStorage.getItem('selectedDatasetId_1')).toBeNull();
    expect(localStorage.getItem('selectedDatasetId_2')).toBeNull();
    expect(queryClient.getQueryState(['/api/datasets', 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/perceptions'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/unrelated'])?.isInvalidated).toBe(false);
  });

  it('follows the customer parameter on back and forward navigation', async () => {
    renderAt('/dashboard?customer=ACME');
    await waitFor(() => expect(state.customer?.code).toBe('ACME'));
    act(() => {
      void navigate('/summary?customer=NOVA');
    });
    await waitFor(() => expect(state.customer?.code).toBe('NOVA'));
    queryClient.setQueryData(['/api/reputation', 'score'], { a: 1 });
    queryClient.setQueryData(['/api/themes'], { a: 1 });
    act(() => {
      void navigate(-1);
    });
    await waitFor(() => expect(state.customer?.code).toBe('ACME'));
    expect(navType).toBe('POP');
    expect(localStorage.getItem('selectedCustomerId')).toBe('1');
    expect(queryClient.getQueryState(['/api/reputation', 'score'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/themes'])?.isInvalidated).toBe(false);
  });

  it("exposes 'Failed to fetch customers' and an empty list when the call fails", async () => {
    fetchMock.mockImplementation(async () => new Response('boom', { status: 500 }));
    renderAt('/dashboard');
    await waitFor(() => expect(state.error?.message).toBe('Failed to fetch customers'));
    expect(state.customers).toEqual([]);
    expect(state.customer).toBeNull();
  });
});
