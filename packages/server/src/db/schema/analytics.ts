/**
 * Analytics-owned tables. Editors annotate the timeline on the screen; those notes belong to
 * the customer, not to a dataset, so they survive re-imports (data events live in
 * timeline_events, owned by their dataset).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { customers, users } from './core';

export const EDITOR_EVENT_CATEGORIES = [
  'incident',
  'campaign',
  'product',
  'leadership',
  'financial',
  'regulatory',
  'award',
  'community',
] as const;

export const editorEvents = sqliteTable(
  'editor_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: EDITOR_EVENT_CATEGORIES }).notNull(),
    impact: integer('impact').notNull().default(0),
    /** Null: the event concerns the customer's own brand. */
    brand: text('brand'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('editor_events_customer_date_idx').on(t.customerId, t.date)],
);
