import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** SPEC section 7: fresh 10 minutes, discarded after 60, no retries, no refetch on focus/mount/interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10 * MINUTE,
        gcTime: 60 * MINUTE,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
