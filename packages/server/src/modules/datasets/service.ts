import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  columnMappings,
  connectors,
  datasets,
  users,
  type DatasetKind,
  type SentimentLabel,
} from '../../db/schema/index';
import { mentions } from '../../db/schema/index';
import { invalidateAnalytics } from '../analytics/services/cache';

export interface DatasetSummary {
  id: number;
  name: string;
  kind: DatasetKind;
  source: string;
  status: 'importing' | 'ready';
  rowCount: number;
  timeFrom: string | null;
  timeTo: string | null;
  createdBy: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

const summaryColumns = {
  id: datasets.id,
  name: datasets.name,
  kind: datasets.kind,
  source: datasets.source,
  status: datasets.status,
  rowCount: datasets.rowCount,
  timeFrom: datasets.timeFrom,
  timeTo: datasets.timeTo,
  createdAt: datasets.createdAt,
  updatedAt: datasets.updatedAt,
  creatorId: users.id,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

function toSummary(row: SummaryRow): DatasetSummary {
  const { creatorId, creatorFirst, creatorLast, ...rest } = row;
  return {
    ...(rest as Omit<DatasetSummary, 'createdBy'>),
    createdBy:
      creatorId !== null
        ? { id: creatorId, name: `${creatorFirst ?? ''} ${creatorLast ?? ''}`.trim() }
        : null,
  };
}

/** The customer's datasets, newest first; importing ones only when asked (file management). */
export function listDatasets(opts: {
  db: Db;
  customerId: number;
  kind?: DatasetKind | undefined;
  includeImporting?: boolean | undefined;
}): DatasetSummary[] {
  const where: SQL[] = [eq(datasets.customerId, opts.customerId)];
  if (opts.kind) where.push(eq(datasets.kind, opts.kind));
  if (!opts.includeImporting) where.push(eq(datasets.status, 'ready'));
  return opts.db
    .select(summaryColumns)
    .from(datasets)
    .leftJoin(users, eq(users.id, datasets.createdBy))
    .where(and(...where))
    .orderBy(desc(datasets.createdAt), desc(datasets.id))
    .all()
    .map(toSummary);
}

export function getDataset(opts: {
  db: Db;
  customerId: number;
  datasetId: number;
}): DatasetSummary {
  const row = opts.db
    .select(summaryColumns)
    .from(datasets)
    .leftJoin(users, eq(users.id, datasets.createdBy))
    .where(and(eq(datasets.id, opts.datasetId), eq(datasets.customerId, opts.customerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Dataset not found' });
  return toSummary(row);
}

/**
 * The dataset a dashboard should read: the requested one when it is the customer's, ready and
 * of an accepted kind; otherwise the customer's newest ready dataset of the first kind given.
 * Null when the customer has none ("no data yet").
 */
export function resolveActiveDataset(opts: {
  db: Db;
  customerId: number;
  kinds: readonly DatasetKind[];
  datasetId?: number | null | undefined;
}): DatasetSummary | null {
  const ready = listDatasets({ db: opts.db, customerId: opts.customerId });
  if (opts.datasetId) {
    const chosen = ready.find((d) => d.id === opts.datasetId && opts.kinds.includes(d.kind));
    if (chosen) return chosen;
  }
  for (const kind of opts.kinds) {
    const found = ready.find((d) => d.kind === kind);
    if (found) return found;
  }
  return null;
}

export function renameDataset(opts: {
  db: Db;
  customerId: number;
  datasetId: number;
  name: string;
}): DatasetSummary {
  const changed = opts.db
    .update(datasets)
    .set({ name: opts.name, updatedAt: new Date().toISOString() })
    .where(and(eq(datasets.id, opts.datasetId), eq(datasets.customerId, opts.customerId)))
    .run().changes;
  if (!changed) throw new TRPCError({ code: 'NOT_FOUND', message: 'Dataset not found' });
  return getDataset(opts);
}

/** Deletes the dataset and, through the cascading keys, all its rows: one transaction. */
export function deleteDataset(opts: { db: Db; customerId: number; datasetId: number }): {
  id: number;
  deletedRows: number;
} {
  return opts.db.transaction((tx) => {
    const row = tx
      .select({ id: datasets.id, rowCount: datasets.rowCount, status: datasets.status })
      .from(datasets)
      .where(and(eq(datasets.id, opts.datasetId), eq(datasets.customerId, opts.customerId)))
      .get();
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Dataset not found' });
    if (row.status === 'importing') {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This dataset is still importing; cancel the import instead',
      });
    }
    tx.update(connectors)
      .set({ status: 'paused', lastError: 'Its dataset was deleted' })
      .where(eq(connectors.datasetId, row.id))
      .run();
    tx.delete(datasets).where(eq(datasets.id, row.id)).run();
    return { id: row.id, deletedRows: row.rowCount };
  });
}

/** An editor's sentiment label for one mention (null clears it); the effective columns follow. */
export function overrideMentionSentiment(opts: {
  db: Db;
  customerId: number;
  userId: number;
  mentionId: number;
  label: SentimentLabel | null;
}) {
  const changed = opts.db
    .update(mentions)
    .set({
      sentimentOverride: opts.label,
      sentimentOverriddenBy: opts.label ? opts.userId : null,
      sentimentOverriddenAt: opts.label ? new Date().toISOString() : null,
    })
    .where(and(eq(mentions.id, opts.mentionId), eq(mentions.customerId, opts.customerId)))
    .run().changes;
  if (!changed) throw new TRPCError({ code: 'NOT_FOUND', message: 'Mention not found' });
  // The mention's dataset row is untouched, so cached analytics would keep the old label.
  invalidateAnalytics(opts.customerId);
  const row = opts.db
    .select({
      id: mentions.id,
      sentimentScore: mentions.sentimentScore,
      sentimentLabel: mentions.sentimentLabel,
      sentimentOverride: mentions.sentimentOverride,
      effectiveSentimentLabel: mentions.effectiveSentimentLabel,
      effectiveSentimentScore: mentions.effectiveSentimentScore,
    })
    .from(mentions)
    .where(eq(mentions.id, opts.mentionId))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Mention not found' });
  return row;
}

/** The saved column mappings, for the upload mapping step and /typeform-management. */
export function listMappings(opts: { db: Db; customerId: number }) {
  return opts.db
    .select({
      id: columnMappings.id,
      name: columnMappings.name,
      kind: columnMappings.kind,
      mapping: columnMappings.mapping,
      options: columnMappings.options,
      updatedAt: columnMappings.updatedAt,
    })
    .from(columnMappings)
    .where(eq(columnMappings.customerId, opts.customerId))
    .orderBy(asc(columnMappings.name))
    .all();
}
