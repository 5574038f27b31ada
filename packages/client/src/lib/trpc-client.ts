import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { customerHeader } from './storage';
import { trpc } from './trpc';

export { customerHeader };

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
