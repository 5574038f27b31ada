import { and, asc, desc, eq, isNull, lte, or } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/connection';
import { outbox } from '../../db/schema/index';

export type EmailKind = 'verify-email' | 'reset-password' | 'invitation' | 'demo-request' | string;

export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
}

/** Delivery gives up after this many attempts; the row stays in the outbox as 'failed'. */
export const MAX_ATTEMPTS = 6;

/** Backoff before attempt n+1: 5 s, 10 s, 20 s, ... capped at 10 minutes. */
export function retryDelayMs(attempts: number, baseMs = 5_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

const workers = new WeakMap<Db, OutboxWorker>();

/**
 * Writes an email to the outbox (every email the product sends is kept there) and, when a
 * worker runs for this database, wakes it so delivery starts at once.
 */
export function enqueueEmail(db: Db, email: OutgoingEmail): number {
  const row = db
    .insert(outbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      status: 'pending',
    })
    .returning({ id: outbox.id })
    .get();
  workers.get(db)?.kick();
  return row.id;
}

export function listOutbox(db: Db, limit = 100) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit)
    .all();
}

export interface OutboxWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  intervalMs?: number;
  /** First retry delay; doubles each attempt (tests shorten it). */
  retryBaseMs?: number;
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
}

/** Delivers pending outbox rows over SMTP with retries and backoff. */
export class OutboxWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.transport = nodemailer.createTransport(opts.smtpUrl);
  }

  start(): this {
    workers.set(this.opts.db, this);
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs ?? 5_000);
    this.timer.unref();
    this.kick();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (workers.get(this.opts.db) === this) workers.delete(this.opts.db);
    this.transport.close();
  }

  /** Runs one delivery pass now (or right after the current one). */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => this.opts.log?.warn({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when the current pass (if any) has finished. For tests and shutdown. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async deliverDue(): Promise<void> {
    const { db } = this.opts;
    if (!db.$client.open) return;
    const now = new Date().toISOString();
    const due = db
      .select({
        id: outbox.id,
        toAddress: outbox.toAddress,
        subject: outbox.subject,
        textBody: outbox.textBody,
        attempts: outbox.attempts,
      })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(20)
      .all();
    for (const mail of due) {
      try {
        await this.transport.sendMail({
          from: this.opts.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
        });
        if (!db.$client.open) return;
        db.update(outbox)
          .set({ status: 'sent', sentAt: new Date().toISOString(), attempts: mail.attempts + 1 })
          .where(eq(outbox.id, mail.id))
          .run();
      } catch (error) {
        if (!db.$client.open) return;
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        db.update(outbox)
          .set({
            attempts,
            lastError: message.slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(
              Date.now() + retryDelayMs(attempts, this.opts.retryBaseMs),
            ).toISOString(),
          })
          .where(eq(outbox.id, mail.id))
          .run();
        this.opts.log?.warn({ outboxId: mail.id, attempts, err: message }, 'email delivery failed');
      }
    }
  }
}
