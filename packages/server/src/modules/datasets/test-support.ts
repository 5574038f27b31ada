/**
 * Test-only helpers for the data modules: a customer with competitors, users with memberships
 * and signed-in sessions in the real session-store format (the session plugin reads them).
 */
import { randomUUID } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { competitors, customers, memberships, sessions, users } from '../../db/schema/index';
import { SESSION_COOKIE_NAME } from '../../plugins/session';

export function createCustomer(db: Db, code: string, name: string): number {
  const id = db
    .insert(customers)
    .values({ code, name, industry: 'Restaurants' })
    .returning({ id: customers.id })
    .get().id;
  db.insert(competitors)
    .values([
      { customerId: id, name: `${name} Rival`, aliases: [`${name} Rival`, `${code}R`] },
      { customerId: id, name: 'Huxtaburger', aliases: ['Huxtaburger', 'Huxta'] },
    ])
    .run();
  return id;
}

export function createUser(
  db: Db,
  opts: {
    email: string;
    role?: 'admin' | 'user';
    memberships?: { customerId: number; role: 'viewer' | 'editor' }[];
  },
): number {
  const id = db
    .insert(users)
    .values({
      email: opts.email,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: 'not-a-real-hash',
      role: opts.role ?? 'user',
      emailVerified: true,
    })
    .returning({ id: users.id })
    .get().id;
  for (const m of opts.memberships ?? []) {
    db.insert(memberships).values({ userId: id, customerId: m.customerId, role: m.role }).run();
  }
  return id;
}

/** A session cookie header for the user, as the session plugin would have issued it. */
export function sessionCookie(db: Db, config: AppConfig, userId: number): string {
  const sid = randomUUID();
  const expiresAt = Date.now() + 3_600_000;
  const data = {
    cookie: {
      originalMaxAge: 3_600_000,
      expires: new Date(expiresAt).toISOString(),
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: false,
    },
    userId,
    signedInAt: Date.now(),
  };
  db.insert(sessions)
    .values({ sid, userId, data: JSON.stringify(data), expiresAt })
    .run();
  const signed = new Signer(config.sessionSecret).sign(sid);
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(signed)}`;
}

export interface DataTestWorld {
  customerId: number;
  otherCustomerId: number;
  editor: string;
  viewer: string;
  outsider: string;
  admin: string;
}

/** Two customers; an editor and a viewer of the first; a member of the second only; an admin. */
export function createDataWorld(db: Db, config: AppConfig): DataTestWorld {
  const customerId = createCustomer(db, 'ACME', 'Acme Burgers');
  const otherCustomerId = createCustomer(db, 'OTHER', 'Other Co');
  const cookie = (
    email: string,
    m: { customerId: number; role: 'viewer' | 'editor' }[],
    role?: 'admin',
  ) =>
    sessionCookie(db, config, createUser(db, { email, memberships: m, ...(role ? { role } : {}) }));
  return {
    customerId,
    otherCustomerId,
    editor: cookie('editor@test.local', [{ customerId, role: 'editor' }]),
    viewer: cookie('viewer@test.local', [{ customerId, role: 'viewer' }]),
    outsider: cookie('outsider@test.local', [{ customerId: otherCustomerId, role: 'editor' }]),
    admin: cookie('admin@test.local', [], 'admin'),
  };
}

type Injectable = {
  inject: (opts: {
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => Promise<{ statusCode: number; json: () => unknown; body: string }>;
};

/** Calls a tRPC procedure over HTTP (superjson envelope) and unwraps the answer. */
export async function callTrpc(
  app: Injectable,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  opts: { cookie?: string; customerId?: number } = {},
): Promise<{ status: number; data: unknown; error: { message: string; code: string } | null }> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.customerId !== undefined) headers['x-customer-id'] = String(opts.customerId);
  const envelope = { json: input === undefined ? null : input };
  const res =
    kind === 'query'
      ? await app.inject({
          method: 'GET',
          url:
            input === undefined
              ? `/trpc/${path}`
              : `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(envelope))}`,
          headers,
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: envelope,
        });
  const body = res.json() as {
    result?: { data?: { json?: unknown } };
    error?: { json?: { message: string; data?: { code: string } } };
  };
  return {
    status: res.statusCode,
    data: body.result?.data?.json,
    error: body.error?.json
      ? { message: body.error.json.message, code: body.error.json.data?.code ?? '' }
      : null,
  };
}
