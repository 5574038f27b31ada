/**
 * Reputation data: datasets and the rows they own, plus the ingestion and connector
 * bookkeeping. Every data row carries both dataset_id and customer_id so dashboards filter by
 * (customer_id, dataset_id, date) on one index, and deleting a dataset cascades to its rows.
 * Dates are 'YYYY-MM-DD' text, waves 'YYYY-MM', timestamps ISO-8601 UTC.
 */
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, nowIso, updatedAt } from './columns';
import { customers, users } from './core';

export const DATASET_KINDS = ['survey', 'media', 'social', 'financial', 'spend', 'events'] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];
export const DATASET_SOURCES = ['demo', 'upload', 'typeform', 'rss', 'webhook'] as const;
export type DatasetSource = (typeof DATASET_SOURCES)[number];
/** 'importing' rows are invisible to every reader and removed on failure or at start. */
export const DATASET_STATUSES = ['importing', 'ready'] as const;

export const datasets = sqliteTable(
  'datasets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: DATASET_KINDS }).notNull(),
    source: text('source', { enum: DATASET_SOURCES }).notNull(),
    status: text('status', { enum: DATASET_STATUSES }).notNull().default('ready'),
    rowCount: integer('row_count').notNull().default(0),
    /** First and last date of the rows ('YYYY-MM-DD'), null while empty. */
    timeFrom: text('time_from'),
    timeTo: text('time_to'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('datasets_customer_kind_idx').on(t.customerId, t.kind, t.status),
    index('datasets_status_idx').on(t.status),
  ],
);

export const GENDERS = ['female', 'male', 'other', 'undisclosed'] as const;
export const STAKEHOLDER_GROUPS = [
  'customers',
  'employees',
  'investors',
  'regulators',
  'media',
  'community',
  'suppliers',
  'general_public',
] as const;
export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const SENTIMENT_LABELS = ['positive', 'neutral', 'negative'] as const;
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];

/**
 * One row per respondent per brand rated. Ratings keep the scale they were asked on
 * (scale_min..scale_max: 1-5, 1-7 or 0-10); the analytics rescale to 0-100, never the import.
 */
export const surveyResponses = sqliteTable(
  'survey_responses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    respondentId: text('respondent_id').notNull(),
    date: text('date').notNull(),
    wave: text('wave').notNull(),
    /** The brand rated: the customer's own name or a competitor's name. */
    brand: text('brand').notNull(),
    isOwnBrand: integer('is_own_brand', { mode: 'boolean' }).notNull(),
    // The four Pulse items.
    trust: real('trust'),
    esteem: real('esteem'),
    admiration: real('admiration'),
    goodFeeling: real('good_feeling'),
    // The seven reputation dimensions.
    productsServices: real('products_services'),
    innovation: real('innovation'),
    workplace: real('workplace'),
    governance: real('governance'),
    citizenship: real('citizenship'),
    leadership: real('leadership'),
    performance: real('performance'),
    scaleMin: integer('scale_min').notNull(),
    scaleMax: integer('scale_max').notNull(),
    // Brand funnel stages, 1 = yes, 0 = no, null = not asked.
    aware: integer('aware'),
    familiar: integer('familiar'),
    wouldConsider: integer('would_consider'),
    prefer: integer('prefer'),
    wouldRecommend: integer('would_recommend'),
    /** 0-10 likelihood to recommend. */
    nps: integer('nps'),
    /** Dimension attribute ratings on the same scale, e.g. {"innovation.first_to_market": 5}. */
    attributes: text('attributes', { mode: 'json' }).$type<Record<string, number>>(),
    /** Imagery associations ticked for this brand, e.g. ["friendly","modern"]. */
    imagery: text('imagery', { mode: 'json' }).$type<string[]>(),
    ageBand: text('age_band'),
    gender: text('gender'),
    region: text('region'),
    stakeholderGroup: text('stakeholder_group'),
    weight: real('weight').notNull().default(1),
    durationSeconds: integer('duration_seconds'),
    comment: text('comment'),
    commentSentiment: real('comment_sentiment'),
    commentSentimentLabel: text('comment_sentiment_label', { enum: SENTIMENT_LABELS }),
  },
  (t) => [
    index('survey_customer_dataset_date_idx').on(t.customerId, t.datasetId, t.date),
    index('survey_dataset_wave_brand_idx').on(t.datasetId, t.wave, t.brand),
    index('survey_dataset_respondent_idx').on(t.datasetId, t.respondentId),
  ],
);

export const MENTION_CHANNELS = ['news', 'blog', 'forum', 'review', 'social'] as const;
export type MentionChannel = (typeof MENTION_CHANNELS)[number];
export const SOCIAL_PLATFORMS = ['x', 'facebook', 'instagram', 'linkedin', 'tiktok'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Media and social mentions. Read sentiment through the effective_* columns. */
export const mentions = sqliteTable(
  'mentions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    publishedAt: text('published_at').notNull(),
    /** The UTC day of published_at, kept as a column so date filters use the index. */
    date: text('date').notNull(),
    channel: text('channel', { enum: MENTION_CHANNELS }).notNull(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }),
    outlet: text('outlet'),
    author: text('author'),
    title: text('title'),
    text: text('text').notNull(),
    url: text('url'),
    /** Feed guid or link, webhook id: the dedupe key within a dataset. */
    guid: text('guid'),
    reach: integer('reach').notNull().default(0),
    engagement: integer('engagement').notNull().default(0),
    sentimentScore: real('sentiment_score').notNull().default(0),
    sentimentLabel: text('sentiment_label', { enum: SENTIMENT_LABELS })
      .notNull()
      .default('neutral'),
    /** An editor's label; wins over the lexicon everywhere through the effective columns. */
    sentimentOverride: text('sentiment_override', { enum: SENTIMENT_LABELS }),
    sentimentOverriddenBy: integer('sentiment_overridden_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    sentimentOverriddenAt: text('sentiment_overridden_at'),
    effectiveSentimentLabel: text('effective_sentiment_label', {
      enum: SENTIMENT_LABELS,
    }).generatedAlwaysAs(sql`coalesce(sentiment_override, sentiment_label)`, {
      mode: 'virtual',
    }),
    effectiveSentimentScore: real('effective_sentiment_score').generatedAlwaysAs(
      sql`case sentiment_override when 'positive' then 1.0 when 'negative' then -1.0 when 'neutral' then 0.0 else sentiment_score end`,
      { mode: 'virtual' },
    ),
    language: text('language'),
    /** Brand names found in the text (customer name and competitor names, not aliases). */
    brands: text('brands', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    isOwnBrand: integer('is_own_brand', { mode: 'boolean' }).notNull().default(false),
    region: text('region'),
  },
  (t) => [
    index('mentions_customer_dataset_date_idx').on(t.customerId, t.datasetId, t.date),
    index('mentions_dataset_channel_date_idx').on(t.datasetId, t.channel, t.date),
    uniqueIndex('mentions_dataset_guid_uq').on(t.datasetId, t.guid),
  ],
);

/** Monthly (or daily) financial metrics: revenue, share_price, market_cap, ... */
export const financialSeries = sqliteTable(
  'financial_series',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    brand: text('brand').notNull(),
    metric: text('metric').notNull(),
    value: real('value').notNull(),
    unit: text('unit'),
  },
  (t) => [
    index('financial_customer_dataset_date_idx').on(t.customerId, t.datasetId, t.date),
    index('financial_dataset_metric_date_idx').on(t.datasetId, t.metric, t.date),
  ],
);

/** Communications spend per channel and period, for mix modelling. */
export const spendSeries = sqliteTable(
  'spend_series',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    channel: text('channel').notNull(),
    spend: real('spend').notNull(),
    impressions: integer('impressions'),
    currency: text('currency').notNull().default('AUD'),
  },
  (t) => [
    index('spend_customer_dataset_date_idx').on(t.customerId, t.datasetId, t.date),
    index('spend_dataset_channel_date_idx').on(t.datasetId, t.channel, t.date),
  ],
);

export const EVENT_CATEGORIES = [
  'incident',
  'campaign',
  'product',
  'leadership',
  'financial',
  'regulatory',
  'award',
  'community',
] as const;

export const timelineEvents = sqliteTable(
  'timeline_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    endDate: text('end_date'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: EVENT_CATEGORIES }).notNull(),
    /** -2 (severe harm) .. +2 (strong lift): the expected effect on reputation. */
    impact: integer('impact').notNull().default(0),
    brand: text('brand').notNull(),
    url: text('url'),
  },
  (t) => [index('events_customer_dataset_date_idx').on(t.customerId, t.datasetId, t.date)],
);

/** A saved column mapping: target field -> source header, reused for files with those headers. */
export const columnMappings = sqliteTable(
  'column_mappings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: DATASET_KINDS }).notNull(),
    mapping: text('mapping', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    /** Extra settings: rating scale, date format, brand defaults. */
    options: text('options', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    /** Lower-cased sorted headers joined by '|': finds the mapping for a new file. */
    headerSignature: text('header_signature').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('column_mappings_customer_name_uq').on(t.customerId, t.name)],
);

export const UPLOAD_STATUSES = [
  'uploaded',
  'importing',
  'imported',
  'failed',
  'cancelled',
] as const;

/** An uploaded file. Stored under a generated name; original_name is display-only. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    headers: text('headers', { mode: 'json' }).$type<string[]>().notNull(),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('uploaded'),
    kind: text('kind', { enum: DATASET_KINDS }),
    datasetId: integer('dataset_id').references(() => datasets.id, { onDelete: 'set null' }),
    mappingId: integer('mapping_id').references(() => columnMappings.id, {
      onDelete: 'set null',
    }),
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** First errors kept for the report (row, column, reason); error_count has the total. */
    errors: text('errors', { mode: 'json' })
      .$type<{ row: number; column: string; reason: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    message: text('message'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('uploads_customer_idx').on(t.customerId, t.createdAt)],
);

export const CONNECTOR_KINDS = ['typeform', 'rss', 'webhook'] as const;
export const CONNECTOR_STATUSES = ['active', 'failing', 'paused'] as const;

/**
 * A live source writing into one dataset. secret is the HMAC key (Typeform's form secret or
 * the webhook's own); it must be readable to verify signatures, so it is stored as is.
 */
export const connectors = sqliteTable(
  'connectors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONNECTOR_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Public path token: /api/webhooks/<kind>/<token>; never the numeric id. */
    token: text('token').notNull().unique(),
    secret: text('secret').notNull(),
    datasetId: integer('dataset_id').references(() => datasets.id, { onDelete: 'set null' }),
    mappingId: integer('mapping_id').references(() => columnMappings.id, {
      onDelete: 'set null',
    }),
    /** rss: { url }; typeform: { formId, title, fields }; webhook: { kind }. */
    config: text('config', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    status: text('status', { enum: CONNECTOR_STATUSES }).notNull().default('active'),
    pollIntervalMinutes: integer('poll_interval_minutes').notNull().default(30),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastRunAt: text('last_run_at'),
    lastSuccessAt: text('last_success_at'),
    nextRunAt: text('next_run_at'),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('connectors_customer_kind_idx').on(t.customerId, t.kind),
    index('connectors_next_run_idx').on(t.kind, t.status, t.nextRunAt),
  ],
);

/** Every webhook delivery or feed poll, accepted or not, for the management screens. */
export const connectorDeliveries = sqliteTable(
  'connector_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    connectorId: integer('connector_id')
      .notNull()
      .references(() => connectors.id, { onDelete: 'cascade' }),
    receivedAt: text('received_at').notNull().default(nowIso),
    /** The sender's event id (Typeform event_id, webhook id) for idempotency. */
    eventId: text('event_id'),
    outcome: text('outcome', { enum: ['accepted', 'duplicate', 'rejected', 'failed'] }).notNull(),
    statusCode: integer('status_code').notNull(),
    rows: integer('rows').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    index('connector_deliveries_connector_idx').on(t.connectorId, t.receivedAt),
    index('connector_deliveries_event_idx').on(t.connectorId, t.eventId),
  ],
);
