import { TRPCError } from '@trpc/server';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { invitationCodes, invitationUses, users } from '../../db/schema/index';
import { recordAudit } from '../audit/service';
import { addHours, invitationCode, normalizeInvitationCode, sha256 } from '../auth/tokens';
import { createResetEmail, endUserSessions } from '../auth/service';
import { enqueueEmail } from '../mail/service';
import { assertCustomersExist, type Actor } from './customers.service';

export function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isDemo: users.isDemo,
      emailVerified: users.emailVerified,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.email))
    .all();
}

function requireUser(db: Db, id: number) {
  const row = db
    .select({ id: users.id, email: users.email, role: users.role, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.id, id))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
  return row;
}

function notOnSelf(actor: Actor, userId: number, what: string): void {
  // An admin locking themselves out leaves nobody to undo it.
  if (actor.userId === userId) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: `You cannot ${what} your own account` });
  }
}

export function setRole(db: Db, actor: Actor, input: { userId: number; role: 'admin' | 'user' }) {
  const user = requireUser(db, input.userId);
  notOnSelf(actor, input.userId, 'change the role of');
  if (user.isDemo && input.role === 'admin') {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'The demo user cannot be an administrator',
    });
  }
  db.update(users)
    .set({ role: input.role, updatedAt: new Date().toISOString() })
    .where(eq(users.id, input.userId))
    .run();
  recordAudit(db, {
    action: 'user.role',
    actorUserId: actor.userId,
    target: `user:${input.userId}`,
    detail: { from: user.role, to: input.role },
    ip: actor.ip,
  });
  return { ok: true as const };
}

export function setDisabled(db: Db, actor: Actor, input: { userId: number; disabled: boolean }) {
  requireUser(db, input.userId);
  notOnSelf(actor, input.userId, 'disable');
  db.update(users)
    .set({
      disabledAt: input.disabled ? new Date().toISOString() : null,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(users.id, input.userId))
    .run();
  const ended = input.disabled ? endUserSessions(db, input.userId) : 0;
  recordAudit(db, {
    action: input.disabled ? 'user.disabled' : 'user.enabled',
    actorUserId: actor.userId,
    target: `user:${input.userId}`,
    detail: { sessionsEnded: ended },
    ip: actor.ip,
  });
  return { ok: true as const };
}

/** Sends a reset link and ends the user's sessions at once (a suspected compromise). */
export function adminPasswordReset(
  db: Db,
  config: AppConfig,
  actor: Actor,
  input: { userId: number },
) {
  const user = requireUser(db, input.userId);
  if (user.isDemo)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The demo user has no password' });
  createResetEmail(db, config, { id: user.id, email: user.email });
  const ended = endUserSessions(db, user.id);
  recordAudit(db, {
    action: 'user.password_reset_by_admin',
    actorUserId: actor.userId,
    target: `user:${user.id}`,
    detail: { sessionsEnded: ended },
    ip: actor.ip,
  });
  return { ok: true as const };
}

// ------------------------------------------------------------------ invitations

export interface InvitationInput {
  label: string;
  role: 'admin' | 'user';
  grants: { customerId: number; role: 'viewer' | 'editor' }[];
  maxUses: number;
  expiresInDays: number;
  email?: string | undefined;
}

function invitationStatus(row: {
  revokedAt: string | null;
  expiresAt: string;
  uses: number;
  maxUses: number;
}) {
  if (row.revokedAt) return 'revoked' as const;
  if (row.expiresAt <= new Date().toISOString()) return 'expired' as const;
  if (row.uses >= row.maxUses) return 'used up' as const;
  return 'active' as const;
}

export function listInvitations(db: Db) {
  return db
    .select({
      id: invitationCodes.id,
      label: invitationCodes.label,
      role: invitationCodes.role,
      grants: invitationCodes.grants,
      maxUses: invitationCodes.maxUses,
      uses: invitationCodes.uses,
      expiresAt: invitationCodes.expiresAt,
      revokedAt: invitationCodes.revokedAt,
      createdAt: invitationCodes.createdAt,
      createdByEmail: users.email,
    })
    .from(invitationCodes)
    .leftJoin(users, eq(users.id, invitationCodes.createdBy))
    .orderBy(desc(invitationCodes.id))
    .all()
    .map((row) => ({ ...row, status: invitationStatus(row) }));
}

/** The plain code is answered once here and never stored; only its SHA-256 is kept. */
export function createInvitation(db: Db, config: AppConfig, actor: Actor, input: InvitationInput) {
  assertCustomersExist(
    db,
    input.grants.map((g) => g.customerId),
  );
  const code = invitationCode();
  const row = db
    .insert(invitationCodes)
    .values({
      codeHash: sha256(normalizeInvitationCode(code)),
      label: input.label,
      role: input.role,
      grants: input.grants,
      maxUses: input.maxUses,
      expiresAt: addHours(input.expiresInDays * 24),
      createdBy: actor.userId,
    })
    .returning({ id: invitationCodes.id, expiresAt: invitationCodes.expiresAt })
    .get();
  if (input.email) {
    const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
    enqueueEmail(db, {
      kind: 'invitation',
      to: input.email,
      subject: 'You are invited to Repute',
      text: `You have been invited to Repute, the brand and reputation platform.\n\nRegister at ${base}/register with this invitation code:\n\n    ${code}\n\nThe code expires on ${row.expiresAt.slice(0, 10)}.\n`,
    });
  }
  recordAudit(db, {
    action: 'invitation.create',
    actorUserId: actor.userId,
    target: `invitation:${row.id}`,
    detail: {
      label: input.label,
      role: input.role,
      grants: input.grants,
      maxUses: input.maxUses,
      emailed: Boolean(input.email),
    },
    ip: actor.ip,
  });
  return { id: row.id, code, expiresAt: row.expiresAt };
}

export function revokeInvitation(db: Db, actor: Actor, input: { id: number }) {
  const changed = db
    .update(invitationCodes)
    .set({ revokedAt: new Date().toISOString() })
    .where(eq(invitationCodes.id, input.id))
    .run().changes;
  if (!changed) throw new TRPCError({ code: 'NOT_FOUND', message: 'Invitation not found' });
  recordAudit(db, {
    action: 'invitation.revoke',
    actorUserId: actor.userId,
    target: `invitation:${input.id}`,
    ip: actor.ip,
  });
  return { ok: true as const };
}

export function invitationUsesOf(db: Db, invitationId: number) {
  const exists = db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(eq(invitationCodes.id, invitationId))
    .get();
  if (!exists) throw new TRPCError({ code: 'NOT_FOUND', message: 'Invitation not found' });
  return db
    .select({ userId: invitationUses.userId, email: users.email, usedAt: invitationUses.usedAt })
    .from(invitationUses)
    .leftJoin(users, eq(users.id, invitationUses.userId))
    .where(eq(invitationUses.invitationId, invitationId))
    .orderBy(desc(invitationUses.id))
    .all();
}
