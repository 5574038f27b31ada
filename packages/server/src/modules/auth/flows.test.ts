import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  emailTokens,
  invitationCodes,
  memberships,
  outbox,
  sessions,
  users,
} from '../../db/schema/index';
import { buildTestApp } from '../../test/app';
import { createCustomer, createUser, loginAs } from '../../test/auth';
import { trpcCall } from './test-helpers';

const STRONG = 'Violet-Harbour-93!';

async function setup(env: Record<string, string> = {}) {
  const t = await buildTestApp(env);
  const admin = await createUser(t.db, { role: 'admin' });
  const adminCookie = await loginAs(t.app, admin);
  const customer = createCustomer(t.db, { code: 'ACME' });
  const invite = async (input: Record<string, unknown> = {}) => {
    const res = await trpcCall(
      t.app,
      'admin.invitations.create',
      'mutation',
      { label: 'test', grants: [{ customerId: customer.id, role: 'editor' }], ...input },
      { cookie: adminCookie },
    );
    expect(res.status).toBe(200);
    return (res.body as { result: { data: { json: { code: string; id: number } } } }).result.data
      .json;
  };
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  return { ...t, admin, adminCookie, customer, invite, register };
}

function person(email: string, invitationCode: string, password = STRONG) {
  return { firstName: 'Grace', lastName: 'Hopper', email, invitationCode, password };
}

function lastMail(db: Awaited<ReturnType<typeof setup>>['db'], kind: string) {
  return db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(desc(outbox.id)).get();
}

function tokenFrom(text: string | undefined): string {
  const match = /token=([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no token in ${text}`);
  return match[1];
}

describe('registration with an invitation code', () => {
  it('creates the account with the granted role and memberships; the code is stored hashed', async () => {
    const s = await setup();
    const { code, id } = await s.invite();
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const stored = s.db.select().from(invitationCodes).where(eq(invitationCodes.id, id)).get();
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const res = await s.register(person('Grace@Example.test', code.toLowerCase()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailVerified: true, email: 'grace@example.test' });
    const user = s.db.select().from(users).where(eq(users.email, 'grace@example.test')).get();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const member = s.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user?.id ?? 0))
      .all();
    expect(member).toEqual([
      expect.objectContaining({ customerId: s.customer.id, role: 'editor' }),
    ]);
    const cookie = await loginAs(s.app, { email: 'grace@example.test', password: STRONG });
    const list = await s.app.inject({ method: 'GET', url: '/api/customers', headers: { cookie } });
    expect(list.json()).toEqual([
      { id: s.customer.id, code: 'ACME', name: expect.any(String), industry: 'Retail' },
    ]);
    const uses = await trpcCall(
      s.app,
      'admin.invitations.uses',
      'query',
      { id },
      { cookie: s.adminCookie },
    );
    expect(JSON.stringify(uses.body)).toContain('grace@example.test');
  });

  it('refuses used-up, revoked, expired and unknown codes with one message', async () => {
    const s = await setup();
    const once = await s.invite({ maxUses: 1 });
    expect((await s.register(person('a1@example.test', once.code))).statusCode).toBe(200);
    const again = await s.register(person('a2@example.test', once.code));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid or expired invitation code' });

    const revoked = await s.invite();
    await trpcCall(
      s.app,
      'admin.invitations.revoke',
      'mutation',
      { id: revoked.id },
      { cookie: s.adminCookie },
    );
    expect((await s.register(person('a3@example.test', revoked.code))).statusCode).toBe(400);

    const expired = await s.invite();
    s.db
      .update(invitationCodes)
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where(eq(invitationCodes.id, expired.id))
      .run();
    expect((await s.register(person('a4@example.test', expired.code))).statusCode).toBe(400);
    expect((await s.register(person('a5@example.test', 'AAAA-BBBB-CCCC-DDDD'))).statusCode).toBe(
      400,
    );
    expect(
      s.db.select().from(users).where(eq(users.email, 'a3@example.test')).get(),
    ).toBeUndefined();
  });

  it('enforces the SPEC password rules with their messages, and refuses common passwords', async () => {
    const s = await setup();
    const { code } = await s.invite({ maxUses: 10 });
    const weak = await s.register(person('w@example.test', code, 'short'));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual([
      'Password must be at least 12 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    const common = await s.register(person('c@example.test', code, 'Password123!'));
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toEqual([
      'This password is too common. Please choose a less predictable one',
    ]);
    const missing = await s.register({ email: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      firstName: expect.any(Array),
      lastName: expect.any(Array),
      email: ['Please enter a valid email address'],
      invitationCode: expect.any(Array),
      password: expect.any(Array),
    });
  });

  it('refuses an email that already has an account', async () => {
    const s = await setup();
    const { code } = await s.invite({ maxUses: 5 });
    await s.register(person('dup@example.test', code));
    const res = await s.register(person('DUP@example.test', code));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('An account with this email already exists');
  });
});

describe('email verification (SMTP configured)', () => {
  it('answers emailVerified false, mails a 24-hour link that works once', async () => {
    const s = await setup({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const { code } = await s.invite();
    const res = await s.register(person('v@example.test', code));
    expect(res.json()).toEqual({ emailVerified: false, email: 'v@example.test' });
    const mail = lastMail(s.db, 'verify-email');
    expect(mail?.toAddress).toBe('v@example.test');
    expect(mail?.textBody).toContain('/verify-email?token=');
    const token = tokenFrom(mail?.textBody);
    const row = s.db.select().from(emailTokens).where(eq(emailTokens.kind, 'verify')).get();
    const hours = (Date.parse(row?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const blocked = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'v@example.test', password: STRONG },
    });
    expect(blocked.statusCode).toBe(403);

    const ok = await s.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(ok.statusCode).toBe(200);
    const twice = await s.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: 'This link is invalid or has expired' });
    await loginAs(s.app, { email: 'v@example.test', password: STRONG });
  });

  it('refuses an expired verification link', async () => {
    const s = await setup({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const { code } = await s.invite();
    await s.register(person('late@example.test', code));
    const token = tokenFrom(lastMail(s.db, 'verify-email')?.textBody);
    s.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .run();
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('forgot and reset password', () => {
  it('gives the same answer in about the same time whether or not the account exists', async () => {
    const s = await setup();
    const user = await createUser(s.db);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      return { status: res.statusCode, body: res.body, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed('nobody@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(JSON.parse(known.body)).toEqual({ ok: true });
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
    expect(s.db.select().from(outbox).where(eq(outbox.kind, 'reset-password')).all()).toHaveLength(
      1,
    );
  });

  it("resets with a single-use one-hour token and ends the user's sessions", async () => {
    const s = await setup();
    const user = await createUser(s.db);
    const cookie = await loginAs(s.app, user);
    await s.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const mail = lastMail(s.db, 'reset-password');
    expect(mail?.textBody).toContain('/reset-password?token=');
    const token = tokenFrom(mail?.textBody);
    const row = s.db.select().from(emailTokens).where(eq(emailTokens.kind, 'reset')).get();
    expect(row?.tokenHash).not.toBe(token);
    const hours = (Date.parse(row?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.9);
    expect(hours).toBeLessThanOrEqual(1);

    const weak = await s.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await s.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: STRONG },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    expect(s.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
    const reuse = await s.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Another-Pass-77!' },
    });
    expect(reuse.statusCode).toBe(400);
    await loginAs(s.app, { email: user.email, password: STRONG });
    const old = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an expired reset token', async () => {
    const s = await setup();
    const user = await createUser(s.db);
    await s.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const token = tokenFrom(lastMail(s.db, 'reset-password')?.textBody);
    s.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .run();
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: STRONG },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('admin actions end sessions', () => {
  it('disabling a user ends their sessions and refuses sign-in', async () => {
    const s = await setup();
    const user = await createUser(s.db);
    const cookie = await loginAs(s.app, user);
    const res = await trpcCall(
      s.app,
      'admin.users.setDisabled',
      'mutation',
      { userId: user.id, disabled: true },
      { cookie: s.adminCookie },
    );
    expect(res.status).toBe(200);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    const again = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(401);
  });

  it('an admin-sent reset ends the sessions and mails a link', async () => {
    const s = await setup();
    const user = await createUser(s.db);
    const cookie = await loginAs(s.app, user);
    await trpcCall(
      s.app,
      'admin.users.sendPasswordReset',
      'mutation',
      { userId: user.id },
      { cookie: s.adminCookie },
    );
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    expect(lastMail(s.db, 'reset-password')?.toAddress).toBe(user.email);
  });

  it('an admin cannot disable or demote themselves', async () => {
    const s = await setup();
    const a = await trpcCall(
      s.app,
      'admin.users.setDisabled',
      'mutation',
      { userId: s.admin.id, disabled: true },
      { cookie: s.adminCookie },
    );
    expect(a.status).toBe(400);
    const b = await trpcCall(
      s.app,
      'admin.users.setRole',
      'mutation',
      { userId: s.admin.id, role: 'user' },
      { cookie: s.adminCookie },
    );
    expect(b.status).toBe(400);
  });
});

describe('audit log', () => {
  it('records sign-ins, failures, resets, invitations, roles, memberships and features', async () => {
    const s = await setup();
    const user = await createUser(s.db);
    await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong' },
    });
    await loginAs(s.app, user);
    await s.invite();
    const call = (path: string, input: unknown) =>
      trpcCall(s.app, path, 'mutation', input, { cookie: s.adminCookie });
    await call('admin.users.setRole', { userId: user.id, role: 'admin' });
    await call('admin.members.set', {
      customerId: s.customer.id,
      email: user.email,
      role: 'viewer',
    });
    await call('admin.members.remove', { customerId: s.customer.id, userId: user.id });
    await call('admin.customers.setFeatures', { id: s.customer.id, features: ['chat'] });
    await call('admin.users.sendPasswordReset', { userId: user.id });
    const actions = s.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .all()
      .map((r) => r.action);
    for (const action of [
      'auth.sign_in',
      'auth.sign_in_failed',
      'invitation.create',
      'user.role',
      'membership.set',
      'membership.remove',
      'customer.features',
      'user.password_reset_by_admin',
    ]) {
      expect(actions).toContain(action);
    }
    const read = await trpcCall(
      s.app,
      'admin.audit',
      'query',
      { action: 'auth.' },
      { cookie: s.adminCookie },
    );
    expect(read.status).toBe(200);
    const entries = (
      read.body as { result: { data: { json: { action: string; ip: string | null }[] } } }
    ).result.data.json;
    expect(entries.every((e) => e.action.startsWith('auth.'))).toBe(true);
    expect(entries.find((e) => e.action === 'auth.sign_in_failed')?.ip).toBe('127.0.0.1');
  });
});
