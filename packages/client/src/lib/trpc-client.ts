import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { STORAGE_KEYS } from './storage-keys';
import { trpc } from './trpc';

export function customerHeader(): Record<string, string> {
  const id = readStorage(STORAGE_KEYS.selectedCustomerId);
  return id ? { 'x-customer-id': id } : {};
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        headers: customerHeader,
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}
