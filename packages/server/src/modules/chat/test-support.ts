/**
 * Test-only helpers for this module: users, memberships and signed-in sessions written through
 * the real session store format, so requests go through the real session plugin.
 */
import { randomUUID } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { customers, memberships, sessions, users } from '../../db/schema/index';
import { SESSION_COOKIE_NAME } from '../../plugins/session';

export function createCustomer(db: Db, code: string, name: string): number {
  return db
    .insert(customers)
    .values({ code, name, industry: 'Restaurants' })
    .returning({ id: customers.id })
    .get().id;
}

export function createUser(
  db: Db,
  opts: { email: string; role?: 'admin' | 'user'; customerIds?: number[] },
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
  for (const customerId of opts.customerIds ?? []) {
    db.insert(memberships).values({ userId: id, customerId, role: 'viewer' }).run();
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
