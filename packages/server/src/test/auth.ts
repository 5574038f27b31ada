/**
 * Sign-in helpers for integration tests (every module may use them).
 *
 *   const { app, db } = await buildTestApp();
 *   const customer = createCustomer(db, { code: 'ACME' });
 *   const viewer = await createUser(db, { memberships: [{ customerId: customer.id, role: 'viewer' }] });
 *   const cookie = await loginAs(app, viewer);
 *   await app.inject({ method: 'GET', url: '/api/customers', headers: { cookie, 'x-customer-id': String(customer.id) } });
 *
 * createUser: role 'user' (default) or 'admin'; memberships give viewer/editor access per customer.
 * loginAs: signs in through the real POST /api/auth/login and returns the Cookie header value.
 * loginAsDemo: the password-only demo sign-in (needs DEMO_PASSWORD in buildTestApp's env).
 * Passwords are hashed with cheap argon2 settings here only, to keep tests fast.
 */
import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { customers, memberships, users } from '../db/schema/index';

export const TEST_PASSWORD = 'Correct-Horse-42!';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: 'admin' | 'user';
}

let counter = 0;

export async function createUser(
  db: Db,
  opts: {
    email?: string;
    password?: string;
    role?: 'admin' | 'user';
    memberships?: { customerId: number; role: 'viewer' | 'editor' }[];
    emailVerified?: boolean;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = (opts.email ?? `user${counter}-${Date.now()}@example.test`).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const passwordHash = await argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  const row = db
    .insert(users)
    .values({
      email,
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? `User${counter}`,
      passwordHash,
      role: opts.role ?? 'user',
      emailVerified: opts.emailVerified ?? true,
    })
    .returning({ id: users.id })
    .get();
  for (const m of opts.memberships ?? []) {
    db.insert(memberships).values({ userId: row.id, customerId: m.customerId, role: m.role }).run();
  }
  return { id: row.id, email, password, role: opts.role ?? 'user' };
}

export function createCustomer(
  db: Db,
  opts: { code?: string; name?: string; industry?: string | null } = {},
): { id: number; code: string; name: string } {
  counter += 1;
  const code = opts.code ?? `CUST${counter}`;
  const name = opts.name ?? `Customer ${code}`;
  const row = db
    .insert(customers)
    .values({ code, name, industry: opts.industry === undefined ? 'Retail' : opts.industry })
    .returning({ id: customers.id })
    .get();
  return { id: row.id, code, name };
}

/** The session cookie(s) of a response as a Cookie header value. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

export async function loginAs(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`loginAs failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

export async function loginAsDemo(app: FastifyInstance, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/password-login',
    payload: { password },
  });
  if (res.statusCode !== 200) throw new Error(`loginAsDemo failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}
