import { and, desc, eq, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog, users } from '../../db/schema/index';

/** The actions the audit log records; free text elsewhere would make it unsearchable. */
export type AuditAction =
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.password_login'
  | 'auth.password_login_failed'
  | 'auth.sign_out'
  | 'auth.register'
  | 'auth.email_verified'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.rate_limited'
  | 'invitation.create'
  | 'invitation.revoke'
  | 'customer.create'
  | 'customer.update'
  | 'customer.archive'
  | 'customer.features'
  | 'membership.set'
  | 'membership.remove'
  | 'user.role'
  | 'user.disabled'
  | 'user.enabled'
  | 'user.password_reset_by_admin'
  | 'demo_request.update';

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null | undefined;
  target?: string | null | undefined;
  detail?: Record<string, unknown> | undefined;
  ip?: string | null | undefined;
}

/** Appends one row to the audit log. Never throws into the caller's flow for a logging failure. */
export function recordAudit(db: Db, entry: AuditEntry): void {
  db.insert(auditLog)
    .values({
      action: entry.action,
      actorUserId: entry.actorUserId ?? null,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
    })
    .run();
}

export interface AuditListInput {
  action?: string | undefined;
  /** Only entries with an id below this one (paging backwards in time). */
  before?: number | undefined;
  limit: number;
}

export function listAudit(db: Db, input: AuditListInput) {
  const where: SQL[] = [];
  if (input.action) where.push(like(auditLog.action, `${input.action}%`));
  if (input.before) where.push(lt(auditLog.id, input.before));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      target: auditLog.target,
      detail: auditLog.detail,
      ip: auditLog.ip,
      actorUserId: auditLog.actorUserId,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(input.limit)
    .all();
}
