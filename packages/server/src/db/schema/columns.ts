import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** Timestamps are UTC ISO-8601 strings throughout (sortable, readable, PostgreSQL-portable). */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const createdAt = () => text('created_at').notNull().default(nowIso);
export const updatedAt = () => text('updated_at').notNull().default(nowIso);
