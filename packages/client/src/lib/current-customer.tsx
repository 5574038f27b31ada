import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from './storage-keys';

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

const CurrentCustomerContext = createContext<CurrentCustomerState | null>(null);

/**
 * Provisional provider (the shell issue completes the SPEC section 4 rules: query parameter,
 * storage priority, GRILLD default, cache invalidation, back/forward). The hook's shape is stable.
 */
export function CurrentCustomerProvider({
  customers,
  isLoading = false,
  children,
}: {
  customers: CustomerSummary[];
  isLoading?: boolean;
  children: ReactNode;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(() => {
    const stored = Number(window.localStorage.getItem(STORAGE_KEYS.selectedCustomerId));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const value = useMemo<CurrentCustomerState>(() => {
    const customer =
      customers.find((c) => c.id === selectedId) ??
      customers.find((c) => c.code === 'GRILLD') ??
      customers[0] ??
      null;
    return {
      customer,
      customers,
      isLoading,
      error: null,
      selectCustomer: (id) => {
        window.localStorage.setItem(STORAGE_KEYS.selectedCustomerId, String(id));
        setSelectedId(id);
      },
    };
  }, [customers, isLoading, selectedId]);
  return (
    <CurrentCustomerContext.Provider value={value}>{children}</CurrentCustomerContext.Provider>
  );
}

export function useCurrentCustomer(): CurrentCustomerState {
  const value = useContext(CurrentCustomerContext);
  if (!value) throw new Error('useCurrentCustomer must be used inside CurrentCustomerProvider');
  return value;
}
