import type { SessionStore } from '@fastify/session';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { sessions } from '../db/schema/index';

type StoredSession = Parameters<SessionStore['set']>[1];
type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, result?: StoredSession | null) => void;

/** @fastify/session store on the sessions table, so sessions survive a restart. */
export class SqliteSessionStore implements SessionStore {
  constructor(
    private readonly db: Db,
    private readonly fallbackTtlMs: number,
    /** Absolute lifetime after sign-in; the row never outlives it, whatever the idle timer says. */
    private readonly absoluteMs: number = Number.POSITIVE_INFINITY,
  ) {}

  set(sid: string, session: StoredSession, callback: Callback): void {
    try {
      const idleExpires = session.cookie?.expires
        ? new Date(session.cookie.expires).getTime()
        : Date.now() + this.fallbackTtlMs;
      const { userId, signedInAt } = session as { userId?: unknown; signedInAt?: unknown };
      const expires =
        typeof signedInAt === 'number'
          ? Math.min(idleExpires, signedInAt + this.absoluteMs)
          : idleExpires;
      const row = {
        sid,
        userId: typeof userId === 'number' ? userId : null,
        data: JSON.stringify(session),
        expiresAt: expires,
      };
      this.db
        .insert(sessions)
        .values(row)
        .onConflictDoUpdate({
          target: sessions.sid,
          set: { userId: row.userId, data: row.data, expiresAt: row.expiresAt },
        })
        .run();
      callback();
    } catch (error) {
      callback(error);
    }
  }

  get(sid: string, callback: GetCallback): void {
    try {
      const row = this.db.select().from(sessions).where(eq(sessions.sid, sid)).get();
      if (!row || row.expiresAt <= Date.now()) {
        callback(null, null);
        return;
      }
      callback(null, JSON.parse(row.data) as StoredSession);
    } catch (error) {
      callback(error);
    }
  }

  destroy(sid: string, callback: Callback): void {
    try {
      this.db.delete(sessions).where(eq(sessions.sid, sid)).run();
      callback();
    } catch (error) {
      callback(error);
    }
  }

  sweepExpired(now = Date.now()): number {
    return this.db.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes;
  }
}
