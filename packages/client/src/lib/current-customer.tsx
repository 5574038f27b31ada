import { CUSTOMER_LIST_STALE_MS, DEFAULT_CUSTOMER_CODE } from '@repute/shared';
import { useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { getQueryFn } from './api';
import { STORAGE_KEYS } from './storage-keys';
import {
  readDataSource,
  readStorage,
  removeStorage,
  storageKeysWithPrefix,
  storedCustomerId,
  writeStorage,
} from './storage';

export interface CustomerSummary {
  id: number;
  code: string;
  name: string;
  industry: string | null;
}

export interface CurrentCustomerState {
  /** The selected customer, or null while loading or when there are none. */
  customer: CustomerSummary | null;
  customers: CustomerSummary[];
  isLoading: boolean;
  error: Error | null;
  selectCustomer: (id: number) => void;
}

export const CUSTOMERS_QUERY_KEY = ['/api/customers'] as const;
export const CUSTOMER_PARAM = 'customer';

/** SPEC section 4: the caches a customer choice invalidates (by call path). */
export const CHOOSE_INVALIDATES = [
  '/api/datasets',
  '/api/reputation',
  '/api/themes',
  '/api/chat',
  '/api/brand-tracking',
  '/api/demographics',
  '/api/perceptions',
] as const;
/** SPEC section 4: the caches a back/forward customer change invalidates. */
export const HISTORY_INVALIDATES = ['/api/datasets', '/api/reputation', '/api/brand-tracking'];

/**
 * tRPC procedures read the customer from the x-customer-id header, so their keys do not name
 * the customer: every customer-scoped router's cache is stale after a change of customer.
 */
const CUSTOMER_SCOPED_TRPC_ROUTERS = new Set(['datasets', 'ingestion', 'analytics', 'chat']);

function matchesCustomerCaches(query: Query, prefixes: readonly string[]): boolean {
  const [head] = query.queryKey;
  if (typeof head === 'string') return prefixes.some((prefix) => head.startsWith(prefix));
  if (Array.isArray(head) && typeof head[0] === 'string') {
    return CUSTOMER_SCOPED_TRPC_ROUTERS.has(head[0]);
  }
  return false;
}

export function invalidateCustomerCaches(client: QueryClient, prefixes: readonly string[]) {
  // refetchType 'all': queries do not refetch on mount (SPEC cache rules), so inactive ones
  // must refresh now or they would show the previous customer's data later.
  void client.invalidateQueries({
    predicate: (query) => matchesCustomerCaches(query, prefixes),
    refetchType: 'all',
  });
}

/** SPEC section 4: a stored selectedCustomerCode without selectedCustomerId is stale. */
export function migrateLegacyCustomerKeys(): void {
  if (
    readStorage(STORAGE_KEYS.legacySelectedCustomerCode) !== null &&
    readStorage(STORAGE_KEYS.selectedCustomerId) === null
  ) {
    removeStorage(STORAGE_KEYS.legacySelectedCustomerCode);
    removeStorage(STORAGE_KEYS.legacySelectedDataset);
  }
}

export function clearDatasetSelections(): void {
  for (const key of storageKeysWithPrefix(STORAGE_KEYS.selectedDatasetPrefix)) removeStorage(key);
}

/** SPEC section 4: query parameter code, stored id, GRILLD, then the first customer. */
export function resolveInitialCustomer(
  customers: CustomerSummary[],
  codeParam: string | null,
  storedId: string | null,
): CustomerSummary | null {
  return (
    (codeParam ? customers.find((c) => c.code === codeParam) : undefined) ??
    (storedId ? customers.find((c) => String(c.id) === storedId) : undefined) ??
    customers.find((c) => c.code === DEFAULT_CUSTOMER_CODE) ??
    customers[0] ??
    null
  );
}

async function fetchCustomers(context: Parameters<ReturnType<typeof getQueryFn>>[0]) {
  try {
    return ((await getQueryFn<CustomerSummary[]>({ on401: 'throw' })(context)) ??
      []) as CustomerSummary[];
  } catch {
    // SPEC section 8: the error shown for any failure of the customers call.
    throw new Error('Failed to fetch customers');
  }
}

const CurrentCustomerContext = createContext<CurrentCustomerState | null>(null);

/**
 * The selected customer for every authenticated screen (SPEC section 4). Fetches
 * /api/customers unless `customers` is given (tests and static screens pass it).
 */
export function CurrentCustomerProvider({
  customers: givenCustomers,
  isLoading: givenLoading = false,
  children,
}: {
  customers?: CustomerSummary[];
  isLoading?: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();

  useState(() => {
    migrateLegacyCustomerKeys();
    readDataSource();
    return null;
  });

  const query = useQuery<CustomerSummary[]>({
    queryKey: CUSTOMERS_QUERY_KEY,
    queryFn: fetchCustomers,
    enabled: givenCustomers === undefined,
    staleTime: CUSTOMER_LIST_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
  const customers = useMemo(
    () => givenCustomers ?? (query.error ? [] : (query.data ?? [])),
    [givenCustomers, query.data, query.error],
  );
  const isLoading = givenCustomers ? givenLoading : query.isLoading;

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = customers.find((c) => c.id === selectedId) ?? null;

  const search = location.search;
  const pathname = location.pathname;
  const hash = location.hash;
  const state: unknown = location.state;
  const replaceCustomerParam = useCallback(
    (code: string) => {
      const params = new URLSearchParams(search);
      if (params.get(CUSTOMER_PARAM) === code) return;
      params.set(CUSTOMER_PARAM, code);
      navigate({ pathname, search: `?${params.toString()}`, hash }, { replace: true, state });
    },
    [navigate, pathname, search, hash, state],
  );

  const selectCustomer = useCallback(
    (id: number) => {
      const next = customers.find((c) => c.id === id);
      if (!next) return;
      clearDatasetSelections();
      writeStorage(STORAGE_KEYS.selectedCustomerId, String(next.id));
      setSelectedId(next.id);
      replaceCustomerParam(next.code);
      invalidateCustomerCaches(queryClient, CHOOSE_INVALIDATES);
    },
    [customers, queryClient, replaceCustomerParam],
  );

  // Selection on load, back/forward, and keeping the customer code in the URL.
  const lastSearch = useRef<string | null>(null);
  useEffect(() => {
    if (isLoading || customers.length === 0) return;
    const code = new URLSearchParams(search).get(CUSTOMER_PARAM);
    if (selectedId === null || !selected) {
      const initial = resolveInitialCustomer(customers, code, storedCustomerId());
      if (!initial) return;
      if (storedCustomerId() !== String(initial.id)) {
        if (storedCustomerId() !== null) clearDatasetSelections();
        writeStorage(STORAGE_KEYS.selectedCustomerId, String(initial.id));
        invalidateCustomerCaches(queryClient, CHOOSE_INVALIDATES);
      }
      setSelectedId(initial.id);
      replaceCustomerParam(initial.code);
      lastSearch.current = search;
      return;
    }
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    const named = code ? customers.find((c) => c.code === code) : undefined;
    if (named && named.id !== selected.id) {
      writeStorage(STORAGE_KEYS.selectedCustomerId, String(named.id));
      setSelectedId(named.id);
      invalidateCustomerCaches(
        queryClient,
        navigationType === 'POP' ? HISTORY_INVALIDATES : CHOOSE_INVALIDATES,
      );
      return;
    }
    if (!named) replaceCustomerParam(selected.code);
  }, [
    customers,
    isLoading,
    navigationType,
    queryClient,
    replaceCustomerParam,
    search,
    selected,
    selectedId,
  ]);

  const value = useMemo<CurrentCustomerState>(
    () => ({
      customer: selected,
      customers,
      isLoading,
      error: givenCustomers ? null : (query.error ?? null),
      selectCustomer,
    }),
    [selected, customers, isLoading, givenCustomers, query.error, selectCustomer],
  );
  return (
    <CurrentCustomerContext.Provider value={value}>{children}</CurrentCustomerContext.Provider>
  );
}

export function useCurrentCustomer(): CurrentCustomerState {
  const value = useContext(CurrentCustomerContext);
  if (!value) throw new Error('useCurrentCustomer must be used inside CurrentCustomerProvider');
  return value;
}

/** For tests and static screens: provides a fixed state without fetching or routing. */
export function CurrentCustomerContextProvider({
  value,
  children,
}: {
  value: CurrentCustomerState;
  children: ReactNode;
}) {
  return (
    <CurrentCustomerContext.Provider value={value}>{children}</CurrentCustomerContext.Provider>
  );
}

export function useCustomerFeatures(customerId: number | null | undefined) {
  return useQuery<{ enabledFeatures: string[] } | null>({
    queryKey: ['/api/customers', customerId, 'features'],
    queryFn: getQueryFn<{ enabledFeatures: string[] }>({ on401: 'throw' }),
    enabled: customerId != null,
  });
}
