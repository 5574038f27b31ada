/** A server-side caller of the real router acting as a user (the access rules still apply). */
import type { Db } from '../../../db/connection';
import { loadConfig } from '../../../config';
import { appRouter } from '../../../trpc/router';
import { createCallerFactory, createContextInner } from '../../../trpc/trpc';

const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
});

export function callerAs(
  db: Db,
  user: { id: number; role?: 'admin' | 'user' },
  customerId: number,
) {
  return createCallerFactory(appRouter)(
    createContextInner({
      db,
      config,
      user: {
        id: user.id,
        email: 't@example.test',
        firstName: 'T',
        lastName: 'U',
        role: user.role ?? 'user',
        isDemo: false,
        emailVerified: true,
      },
      customerIdHeader: String(customerId),
    }),
  ).analytics;
}
