import type { TDemoRequest } from '@repute/shared';
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { demoRequests, users } from '../../db/schema/index';
import { recordAudit } from '../audit/service';
import { enqueueEmail } from '../mail/service';

export const DEMO_REQUEST_STATUSES = ['new', 'contacted', 'scheduled', 'won', 'lost'] as const;
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number];

const columns = {
  id: demoRequests.id,
  firstName: demoRequests.firstName,
  lastName: demoRequests.lastName,
  email: demoRequests.email,
  company: demoRequests.company,
  jobTitle: demoRequests.jobTitle,
  phone: demoRequests.phone,
  message: demoRequests.message,
  status: demoRequests.status,
  notes: demoRequests.notes,
  createdAt: demoRequests.createdAt,
  updatedAt: demoRequests.updatedAt,
};

/** Stores the request and tells every active admin through the outbox. */
export function createDemoRequest(db: Db, config: AppConfig, input: TDemoRequest): { id: number } {
  const row = db
    .insert(demoRequests)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company,
      jobTitle: input.jobTitle ?? null,
      phone: input.phone ?? null,
      message: input.message ?? null,
    })
    .returning({ id: demoRequests.id })
    .get();
  const admins = db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .all();
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  for (const admin of admins) {
    enqueueEmail(db, {
      kind: 'demo-request',
      to: admin.email,
      subject: `New demo request from ${input.company}`,
      text: [
        `${input.firstName} ${input.lastName} <${input.email}> asked for a demo.`,
        `Company: ${input.company}`,
        input.jobTitle ? `Job title: ${input.jobTitle}` : null,
        input.phone ? `Phone: ${input.phone}` : null,
        input.message ? `\nMessage:\n${input.message}` : null,
        `\nReview it at ${base}/demo-requests-admin (we promised a reply within 24 hours).`,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    });
  }
  return row;
}

export interface DemoRequestFilter {
  search?: string | undefined;
  status?: DemoRequestStatus | undefined;
}

export function listDemoRequests(db: Db, filter: DemoRequestFilter) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(demoRequests.status, filter.status));
  const term = filter.search?.trim();
  if (term) {
    // LIKE wildcards typed by the admin are matched literally.
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = (column: SQLiteColumn) => sql`${column} like ${pattern} escape '\\'`;
    const any = or(
      match(demoRequests.firstName),
      match(demoRequests.lastName),
      match(demoRequests.email),
      match(demoRequests.company),
      match(demoRequests.jobTitle),
    );
    if (any) where.push(any);
  }
  return db
    .select(columns)
    .from(demoRequests)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
    .limit(1000)
    .all();
}

export function updateDemoRequest(
  db: Db,
  actorUserId: number,
  input: { id: number; status?: DemoRequestStatus | undefined; notes?: string | undefined },
) {
  const existing = db
    .select({ status: demoRequests.status })
    .from(demoRequests)
    .where(eq(demoRequests.id, input.id))
    .get();
  if (!existing) return null;
  const row = db
    .update(demoRequests)
    .set({
      ...(input.status ? { status: input.status } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(demoRequests.id, input.id))
    .returning(columns)
    .get();
  recordAudit(db, {
    action: 'demo_request.update',
    actorUserId,
    target: `demo_request:${input.id}`,
    detail: {
      from: existing.status,
      to: input.status ?? existing.status,
      notesChanged: input.notes !== undefined,
    },
  });
  return row ?? null;
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(rows: ReturnType<typeof listDemoRequests>): string {
  const header = [
    'id',
    'createdAt',
    'status',
    'firstName',
    'lastName',
    'email',
    'company',
    'jobTitle',
    'phone',
    'message',
    'notes',
  ] as const;
  const cell = (value: unknown): string => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [header.join(',')];
  for (const row of rows) lines.push(header.map((key) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
