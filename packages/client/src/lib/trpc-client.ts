import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import { customerHeader } from './storage';
import { trpc } from './trpc';

export { customerHeader };

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // Subscriptions (the chat's streamed answers) travel as server-sent events.
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc', transformer: superjson }),
        false: httpBatchLink({
          url: '/trpc',
          transformer: superjson,
          headers: customerHeader,
          fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  });
}
