import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** 'admin' is global; 'user' gets access through memberships. */
  role: text('role', { enum: ['admin', 'user'] })
    .notNull()
    .default('user'),
  isDemo: integer('is_demo', { mode: 'boolean' }).notNull().default(false),
  emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
  disabledAt: text('disabled_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: text('data').notNull(),
    /** Epoch milliseconds; rows past it are swept. */
    expiresAt: integer('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const customers = sqliteTable('customers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  industry: text('industry'),
  archivedAt: text('archived_at'),
  createdAt: createdAt(),
});

export const customerFeatures = sqliteTable(
  'customer_features',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.featureKey] })],
);

export const competitors = sqliteTable(
  'competitors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** JSON array of alias strings used for brand detection. */
    aliases: text('aliases', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('competitors_customer_name_uq').on(t.customerId, t.name)],
);

export const memberships = sqliteTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['viewer', 'editor'] })
      .notNull()
      .default('viewer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    index('memberships_customer_idx').on(t.customerId),
  ],
);

export const invitationCodes = sqliteTable('invitation_codes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  codeHash: text('code_hash').notNull().unique(),
  label: text('label').notNull().default(''),
  role: text('role', { enum: ['admin', 'user'] })
    .notNull()
    .default('user'),
  /** JSON array of { customerId, role } memberships granted on registration. */
  grants: text('grants', { mode: 'json' })
    .$type<{ customerId: number; role: 'viewer' | 'editor' }[]>()
    .notNull()
    .default(sql`'[]'`),
  maxUses: integer('max_uses').notNull().default(1),
  uses: integer('uses').notNull().default(0),
  expiresAt: text('expires_at').notNull(),
  revokedAt: text('revoked_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const invitationUses = sqliteTable('invitation_uses', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  invitationId: integer('invitation_id')
    .notNull()
    .references(() => invitationCodes.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  usedAt: createdAt(),
});

export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'stored'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: text('next_attempt_at'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_status_idx').on(t.status)],
);

export const demoRequests = sqliteTable(
  'demo_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title'),
    phone: text('phone'),
    message: text('message'),
    status: text('status', { enum: ['new', 'contacted', 'scheduled', 'won', 'lost'] })
      .notNull()
      .default('new'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('demo_requests_status_idx').on(t.status)],
);

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: createdAt(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action)],
);

/** Small key-value store for values generated once (e.g. the demo password hash). */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
