import { TRPCError } from '@trpc/server';
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@repute/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import {
  appSettings,
  customers,
  emailTokens,
  invitationCodes,
  invitationUses,
  memberships,
  sessions,
  users,
} from '../../db/schema/index';
import { recordAudit } from '../audit/service';
import { enqueueEmail } from '../mail/service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { LIMITS, limiterFor, tooManyAttempts } from './rate-limit';
import {
  addHours,
  nowIso,
  randomToken,
  safeEqual,
  sha256,
  normalizeInvitationCode,
} from './tokens';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_PASSWORD = 'Invalid password';
export const DEMO_USER_EMAIL = 'demo@repute.local';
const DEMO_PASSWORD_SETTING = 'demo_password';

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  ip?: string | undefined;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function publicBase(config: AppConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/** Ends every session of a user (disabled, password reset): deletes their rows in the store. */
export function endUserSessions(db: Db, userId: number): number {
  return db.delete(sessions).where(eq(sessions.userId, userId)).run().changes;
}

// ------------------------------------------------------------------ sign-in

export async function loginWithEmail(
  deps: AuthDeps,
  input: { email: string; password: string },
): Promise<{ id: number }> {
  const { db, config, ip } = deps;
  const email = normalizeEmail(input.email);
  const limiter = limiterFor(db);
  const ipKey = `login-ip:${ip ?? 'unknown'}`;
  const accountKey = `login-account:${email}`;
  if (
    limiter.isLimited(ipKey, LIMITS.loginIp) ||
    limiter.isLimited(accountKey, LIMITS.loginAccount)
  ) {
    recordAudit(db, { action: 'auth.rate_limited', target: email, ip, detail: { path: 'login' } });
    throw tooManyAttempts();
  }
  const user = db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      isDemo: users.isDemo,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.email, email))
    .get();
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !ok || user.disabledAt || user.isDemo) {
    limiter.hit(ipKey, LIMITS.loginIp);
    limiter.hit(accountKey, LIMITS.loginAccount);
    recordAudit(db, {
      action: 'auth.sign_in_failed',
      actorUserId: user?.id,
      target: email,
      ip,
      detail: { reason: !user ? 'unknown' : user.disabledAt ? 'disabled' : 'password' },
    });
    throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
  }
  if (!user.emailVerified && config.SMTP_URL) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'Please verify your email address before signing in',
    });
  }
  limiter.reset(accountKey);
  recordAudit(db, { action: 'auth.sign_in', actorUserId: user.id, target: email, ip });
  return { id: user.id };
}

/** The password-only 'Access Demo' sign-in: the demo password signs in as the demo user. */
export async function loginWithDemoPassword(
  deps: AuthDeps,
  input: { password: string },
): Promise<{ id: number }> {
  const { db, config, ip } = deps;
  const limiter = limiterFor(db);
  const ipKey = `demo-ip:${ip ?? 'unknown'}`;
  const accountKey = 'demo-account';
  if (
    limiter.isLimited(ipKey, LIMITS.passwordLoginIp) ||
    limiter.isLimited(accountKey, LIMITS.passwordLoginAccount)
  ) {
    recordAudit(db, {
      action: 'auth.rate_limited',
      target: 'demo',
      ip,
      detail: { path: 'password-login' },
    });
    throw tooManyAttempts();
  }
  const ok = await checkDemoPassword(db, config, input.password);
  if (!ok) {
    limiter.hit(ipKey, LIMITS.passwordLoginIp);
    limiter.hit(accountKey, LIMITS.passwordLoginAccount);
    recordAudit(db, { action: 'auth.password_login_failed', target: 'demo', ip });
    throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_PASSWORD });
  }
  const demo = await ensureDemoUser(db, { syncMemberships: false });
  recordAudit(db, { action: 'auth.password_login', actorUserId: demo.id, target: 'demo', ip });
  return demo;
}

async function checkDemoPassword(db: Db, config: AppConfig, password: string): Promise<boolean> {
  const expected = config.DEMO_PASSWORD ?? storedDemoPassword(db);
  if (!expected) return false;
  return safeEqual(expected, password);
}

function storedDemoPassword(db: Db): string | null {
  return (
    db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, DEMO_PASSWORD_SETTING))
      .get()?.value ?? null
  );
}

/**
 * Without DEMO_PASSWORD a random one is generated once and stored, and printed at every
 * start so the operator can always find it. It is kept in plain text on purpose: it is a
 * shared access code that must be shown again, and anyone who can read the database can
 * already read everything the demo account can see.
 */
export function ensureDemoPassword(
  db: Db,
  config: AppConfig,
): { password: string; generated: boolean } | null {
  if (config.DEMO_PASSWORD) return null;
  const existing = storedDemoPassword(db);
  if (existing) return { password: existing, generated: false };
  const password = randomToken(12);
  db.insert(appSettings)
    .values({ key: DEMO_PASSWORD_SETTING, value: password })
    .onConflictDoNothing()
    .run();
  return { password: storedDemoPassword(db) ?? password, generated: true };
}

/** The shared demo account: role user, editor of every customer present when it is ensured. */
export async function ensureDemoUser(
  db: Db,
  opts: { syncMemberships: boolean },
): Promise<{ id: number }> {
  let demo = db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL)).get();
  let created = false;
  if (!demo) {
    // Never usable with a password: the hash is of random bytes nobody knows.
    const passwordHash = await hashPassword(randomToken());
    demo =
      db
        .insert(users)
        .values({
          email: DEMO_USER_EMAIL,
          firstName: 'Demo',
          lastName: 'User',
          passwordHash,
          role: 'user',
          isDemo: true,
          emailVerified: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id })
        .get() ??
      db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL)).get();
    created = true;
  }
  if (!demo) throw new Error('demo user could not be created');
  if (created || opts.syncMemberships) {
    const all = db
      .select({ id: customers.id })
      .from(customers)
      .where(isNull(customers.archivedAt))
      .all();
    for (const customer of all) {
      db.insert(memberships)
        .values({ userId: demo.id, customerId: customer.id, role: 'editor' })
        .onConflictDoNothing()
        .run();
    }
  }
  return demo;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: the first admin, created when absent. */
export async function ensureFirstAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<{ created: boolean }> {
  const normalized = normalizeEmail(email);
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, normalized)).get();
  if (existing) return { created: false };
  db.insert(users)
    .values({
      email: normalized,
      firstName: 'Admin',
      lastName: 'User',
      passwordHash: await hashPassword(password),
      role: 'admin',
      emailVerified: true,
    })
    .run();
  return { created: true };
}

// ------------------------------------------------------------------ registration

export const INVALID_INVITATION = 'Invalid or expired invitation code';
export const EMAIL_TAKEN = 'An account with this email already exists';

export async function register(
  deps: AuthDeps,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    invitationCode: string;
    password: string;
  },
): Promise<{ emailVerified: boolean; email: string }> {
  const { db, config, ip } = deps;
  const email = normalizeEmail(input.email);
  const codeHash = sha256(normalizeInvitationCode(input.invitationCode));
  const now = nowIso();
  const invitation = db
    .select({
      id: invitationCodes.id,
      role: invitationCodes.role,
      grants: invitationCodes.grants,
    })
    .from(invitationCodes)
    .where(
      and(
        eq(invitationCodes.codeHash, codeHash),
        isNull(invitationCodes.revokedAt),
        gt(invitationCodes.expiresAt, now),
        lt(invitationCodes.uses, invitationCodes.maxUses),
      ),
    )
    .get();
  if (!invitation) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_INVITATION });
  const taken = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (taken) throw new TRPCError({ code: 'BAD_REQUEST', message: EMAIL_TAKEN });

  // Without mail delivery nobody could receive a link; the admin-made invitation vouches instead.
  const emailVerified = !config.SMTP_URL;
  const passwordHash = await hashPassword(input.password);
  const userId = db.transaction((tx) => {
    // The guarded increment keeps maxUses exact even when two registrations race.
    const claimed = tx
      .update(invitationCodes)
      .set({ uses: sql`${invitationCodes.uses} + 1` })
      .where(
        and(
          eq(invitationCodes.id, invitation.id),
          lt(invitationCodes.uses, invitationCodes.maxUses),
        ),
      )
      .run().changes;
    if (claimed !== 1) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_INVITATION });
    const user = tx
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        role: invitation.role,
        emailVerified,
      })
      .returning({ id: users.id })
      .get();
    tx.insert(invitationUses).values({ invitationId: invitation.id, userId: user.id }).run();
    for (const grant of invitation.grants) {
      const exists = tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, grant.customerId))
        .get();
      if (exists) {
        tx.insert(memberships)
          .values({ userId: user.id, customerId: grant.customerId, role: grant.role })
          .onConflictDoNothing()
          .run();
      }
    }
    return user.id;
  });
  recordAudit(db, {
    action: 'auth.register',
    actorUserId: userId,
    target: email,
    ip,
    detail: { invitationId: invitation.id, role: invitation.role },
  });
  if (!emailVerified) sendVerificationEmail(db, config, { id: userId, email });
  return { emailVerified, email };
}

export function sendVerificationEmail(
  db: Db,
  config: AppConfig,
  user: { id: number; email: string },
) {
  const token = randomToken();
  db.insert(emailTokens)
    .values({
      userId: user.id,
      kind: 'verify',
      tokenHash: sha256(token),
      expiresAt: addHours(EMAIL_VERIFICATION_TTL_HOURS),
    })
    .run();
  const link = `${publicBase(config)}/verify-email?token=${encodeURIComponent(token)}`;
  enqueueEmail(db, {
    kind: 'verify-email',
    to: user.email,
    subject: 'Verify your email address for Repute',
    text: `Welcome to Repute.\n\nConfirm your email address with this link (valid for ${EMAIL_VERIFICATION_TTL_HOURS} hours):\n${link}\n\nIf you did not create an account, ignore this email.\n`,
  });
}

/** Finds an unused, unexpired token of a kind and marks it used in the same step. */
function consumeToken(db: Db, kind: 'verify' | 'reset', token: string): { userId: number } | null {
  const now = nowIso();
  const row = db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId })
    .get();
  return row ?? null;
}

export const INVALID_LINK = 'This link is invalid or has expired';

export function verifyEmail(deps: AuthDeps, input: { token: string }): { ok: true } {
  const found = consumeToken(deps.db, 'verify', input.token);
  if (!found) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_LINK });
  deps.db
    .update(users)
    .set({ emailVerified: true, updatedAt: nowIso() })
    .where(eq(users.id, found.userId))
    .run();
  recordAudit(deps.db, { action: 'auth.email_verified', actorUserId: found.userId, ip: deps.ip });
  return { ok: true };
}

// ------------------------------------------------------------------ password reset

const FORGOT_MIN_MS = 400;

/**
 * Same answer and about the same time whether or not the account exists: the work for a
 * real account is small next to the fixed floor, and the floor gets a little jitter.
 */
export async function forgotPassword(
  deps: AuthDeps,
  input: { email: string },
): Promise<{ ok: true }> {
  const started = Date.now();
  const { db, config, ip } = deps;
  const email = normalizeEmail(input.email);
  const limiter = limiterFor(db);
  const ipKey = `forgot-ip:${ip ?? 'unknown'}`;
  const accountKey = `forgot-account:${email}`;
  if (
    limiter.isLimited(ipKey, LIMITS.forgotIp) ||
    limiter.isLimited(accountKey, LIMITS.forgotAccount)
  ) {
    throw tooManyAttempts();
  }
  limiter.hit(ipKey, LIMITS.forgotIp);
  limiter.hit(accountKey, LIMITS.forgotAccount);
  const user = db
    .select({ id: users.id, disabledAt: users.disabledAt, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.email, email))
    .get();
  if (user && !user.disabledAt && !user.isDemo) {
    createResetEmail(db, config, { id: user.id, email });
    recordAudit(db, {
      action: 'auth.password_reset_requested',
      actorUserId: user.id,
      target: email,
      ip,
    });
  }
  const wait = FORGOT_MIN_MS + Math.random() * 50 - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { ok: true };
}

export function createResetEmail(db: Db, config: AppConfig, user: { id: number; email: string }) {
  const token = randomToken();
  db.insert(emailTokens)
    .values({
      userId: user.id,
      kind: 'reset',
      tokenHash: sha256(token),
      expiresAt: addHours(PASSWORD_RESET_TTL_HOURS),
    })
    .run();
  const link = `${publicBase(config)}/reset-password?token=${encodeURIComponent(token)}`;
  enqueueEmail(db, {
    kind: 'reset-password',
    to: user.email,
    subject: 'Reset your Repute password',
    text: `Someone asked to reset the password of your Repute account.\n\nChoose a new password with this link (valid for ${PASSWORD_RESET_TTL_HOURS} hour, usable once):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`,
  });
}

export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
): Promise<{ ok: true }> {
  const { db, ip } = deps;
  const found = consumeToken(db, 'reset', input.token);
  if (!found) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_LINK });
  const passwordHash = await hashPassword(input.password);
  db.update(users)
    .set({ passwordHash, updatedAt: nowIso() })
    .where(eq(users.id, found.userId))
    .run();
  // Other outstanding reset links die with this one.
  db.update(emailTokens)
    .set({ usedAt: nowIso() })
    .where(
      and(
        eq(emailTokens.userId, found.userId),
        eq(emailTokens.kind, 'reset'),
        isNull(emailTokens.usedAt),
      ),
    )
    .run();
  endUserSessions(db, found.userId);
  recordAudit(db, { action: 'auth.password_reset', actorUserId: found.userId, ip });
  return { ok: true };
}
