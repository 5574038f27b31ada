/**
 * The all-or-nothing import. Rows go into a dataset with status 'importing' (invisible to every
 * reader) in small transactions, so the server stays responsive; the final transaction flips it
 * to 'ready'. Errors, cancellation or a crash remove it: a cleanup at start deletes leftovers.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { datasets, uploads, type DatasetKind } from '../../db/schema/index';
import { loadBrandAliases, createEnricher } from '../enrichment/service';
import { scoreSentiment } from '../enrichment/sentiment';
import { createBrandResolver } from './brand-resolver';
import { isKnownTarget } from './fields';
import { countDataRows, readRows, type FileFormat } from './readers';
import { convertRow, type ImportOptions, type RowError, type RowValues } from './validate';

export const MAX_REPORTED_ERRORS = 1_000;
/** Validation stops after this many bad rows: the report already says what is wrong. */
export const MAX_COUNTED_ERRORS = 10_000;
const BATCH_ROWS = 1_000;

const TABLE_COLUMNS: Record<DatasetKind, { table: string; columns: string[]; orIgnore?: boolean }> =
  {
    survey: {
      table: 'survey_responses',
      columns: [
        'respondent_id',
        'date',
        'wave',
        'brand',
        'is_own_brand',
        'trust',
        'esteem',
        'admiration',
        'good_feeling',
        'products_services',
        'innovation',
        'workplace',
        'governance',
        'citizenship',
        'leadership',
        'performance',
        'scale_min',
        'scale_max',
        'aware',
        'familiar',
        'would_consider',
        'prefer',
        'would_recommend',
        'nps',
        'attributes',
        'imagery',
        'age_band',
        'gender',
        'region',
        'stakeholder_group',
        'weight',
        'duration_seconds',
        'comment',
        'comment_sentiment',
        'comment_sentiment_label',
      ],
    },
    media: mentionColumns(),
    social: mentionColumns(),
    financial: { table: 'financial_series', columns: ['date', 'brand', 'metric', 'value', 'unit'] },
    spend: {
      table: 'spend_series',
      columns: ['date', 'channel', 'spend', 'impressions', 'currency'],
    },
    events: {
      table: 'timeline_events',
      columns: ['date', 'end_date', 'title', 'description', 'category', 'impact', 'brand'],
    },
  };

function mentionColumns() {
  return {
    table: 'mentions',
    // Dedupe by guid (or link) within the dataset: the unique index skips repeats.
    orIgnore: true,
    columns: [
      'published_at',
      'date',
      'channel',
      'platform',
      'outlet',
      'author',
      'title',
      'text',
      'url',
      'guid',
      'reach',
      'engagement',
      'sentiment_score',
      'sentiment_label',
      'language',
      'brands',
      'is_own_brand',
      'region',
    ],
  };
}

export interface ImportRequest {
  db: Db;
  customerId: number;
  uploadId: number;
  datasetId: number;
  filePath: string;
  format: FileFormat;
  kind: DatasetKind;
  /** target field -> source header */
  mapping: Record<string, string>;
  options: ImportOptions;
  signal: AbortSignal;
}

export interface ImportOutcome {
  status: 'imported' | 'failed' | 'cancelled';
  rows: number;
  errorCount: number;
  message: string;
}

/** Checks a mapping against the kind's fields and the file's headers; returns the problems. */
export function mappingProblems(
  kind: DatasetKind,
  mapping: Record<string, string>,
  headers: string[],
): string[] {
  const problems: string[] = [];
  for (const [target, header] of Object.entries(mapping)) {
    if (!isKnownTarget(kind, target)) problems.push(`Unknown field "${target}"`);
    if (!headers.includes(header)) problems.push(`The file has no column "${header}"`);
  }
  return problems;
}

/** Runs one import to the end. Never throws: the outcome is recorded on the upload. */
export async function runImport(req: ImportRequest): Promise<ImportOutcome> {
  const { db, kind } = req;
  const client = db.$client;
  const spec = TABLE_COLUMNS[kind];
  const columns = ['dataset_id', 'customer_id', ...spec.columns];
  const insert = client.prepare(
    `insert ${spec.orIgnore ? 'or ignore ' : ''}into ${spec.table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
  );
  const insertMany = client.transaction((rows: unknown[][]) => {
    let inserted = 0;
    for (const row of rows) inserted += insert.run(row).changes;
    return inserted;
  });
  const brands = loadBrandAliases(db, req.customerId);
  const resolveBrand = createBrandResolver(brands);
  const enrich = createEnricher(brands);
  const target: RowTarget = { ...req, idPrefix: `upload-${req.uploadId}` };
  const attributeTargets = Object.keys(req.mapping).filter((t) => t.startsWith('attr.'));
  const errors: RowError[] = [];
  let errorCount = 0;
  let rowsDone = 0;
  let inserted = 0;
  let buffer: unknown[][] = [];
  const progress = client.prepare(
    'update uploads set rows_done = ?, error_count = ?, updated_at = ? where id = ?',
  );

  const finish = (outcome: ImportOutcome): ImportOutcome => {
    const now = new Date().toISOString();
    if (outcome.status === 'imported') {
      client.transaction(() => {
        client
          .prepare(
            `update datasets set status = 'ready', row_count = (select count(*) from ${spec.table} where dataset_id = @id),
             time_from = (select min(date) from ${spec.table} where dataset_id = @id),
             time_to = (select max(date) from ${spec.table} where dataset_id = @id), updated_at = @now where id = @id`,
          )
          .run({ id: req.datasetId, now });
        client
          .prepare(
            `update uploads set status = 'imported', rows_done = ?, error_count = 0, errors = '[]', message = ?, updated_at = ? where id = ?`,
          )
          .run(rowsDone, outcome.message, now, req.uploadId);
      })();
    } else {
      client.transaction(() => {
        client
          .prepare(`delete from datasets where id = ? and status = 'importing'`)
          .run(req.datasetId);
        client
          .prepare(
            `update uploads set status = ?, dataset_id = null, rows_done = ?, error_count = ?, errors = ?, message = ?, updated_at = ? where id = ?`,
          )
          .run(
            outcome.status,
            rowsDone,
            errorCount,
            JSON.stringify(errors),
            outcome.message,
            now,
            req.uploadId,
          );
      })();
    }
    return outcome;
  };

  try {
    const total = await countDataRows(req.filePath, req.format);
    client.prepare('update uploads set rows_total = ? where id = ?').run(total, req.uploadId);
    let index: Map<string, number> | null = null;
    let columnOf: (target: string) => string = (t) => t;
    for await (const { row, cells } of readRows(req.filePath, req.format, req.signal)) {
      if (!index) {
        const headerIndex = new Map(
          cells.map((c, i) => [String(c ?? '').trim() || `Column ${i + 1}`, i]),
        );
        index = new Map(
          Object.entries(req.mapping).flatMap(([target, header]) => {
            const position = headerIndex.get(header);
            return position === undefined ? [] : [[target, position] as const];
          }),
        );
        columnOf = (target) => req.mapping[target] ?? `${target} (not mapped)`;
        continue;
      }
      const positions = index;
      const { values, errors: rowErrors } = convertRow(
        { kind, options: req.options, resolveBrand },
        (target) => {
          const position = positions.get(target);
          return position === undefined ? null : cells[position];
        },
        columnOf,
        attributeTargets,
      );
      rowsDone++;
      if (rowErrors.length) {
        errorCount++;
        for (const e of rowErrors)
          if (errors.length < MAX_REPORTED_ERRORS) errors.push({ row, ...e });
        if (errorCount >= MAX_COUNTED_ERRORS) break;
        buffer = [];
      } else if (errorCount === 0) {
        buffer.push(toInsertRow(target, row, values, spec.columns, enrich));
      }
      if (rowsDone % BATCH_ROWS === 0) {
        if (buffer.length) inserted += insertMany(buffer);
        buffer = [];
        progress.run(rowsDone, errorCount, new Date().toISOString(), req.uploadId);
        // Let requests (progress polls, cancel) in between batches.
        await yieldToEventLoop();
      }
    }
    if (req.signal.aborted) {
      return finish({
        status: 'cancelled',
        rows: 0,
        errorCount,
        message: 'The import was cancelled; nothing was imported',
      });
    }
    if (errorCount > 0) {
      const more =
        errorCount >= MAX_COUNTED_ERRORS
          ? ` (checking stopped after ${MAX_COUNTED_ERRORS.toLocaleString('en')})`
          : '';
      return finish({
        status: 'failed',
        rows: 0,
        errorCount,
        message: `${errorCount.toLocaleString('en')} rows have errors${more}; nothing was imported. Download the error report, fix the file and try again.`,
      });
    }
    if (rowsDone === 0) {
      return finish({
        status: 'failed',
        rows: 0,
        errorCount: 0,
        message: 'The file has no data rows; nothing was imported',
      });
    }
    if (buffer.length) inserted += insertMany(buffer);
    const skipped = rowsDone - inserted;
    return finish({
      status: 'imported',
      rows: inserted,
      errorCount: 0,
      message: `${inserted.toLocaleString('en')} rows imported${skipped ? `; ${skipped.toLocaleString('en')} duplicates skipped` : ''}`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return finish({
      status: 'failed',
      rows: 0,
      errorCount,
      message: `The import failed: ${message}. Nothing was imported.`,
    });
  }
}

interface RowTarget {
  datasetId: number;
  customerId: number;
  kind: DatasetKind;
  options: ImportOptions;
  /** Prefix of generated respondent ids for rows without one. */
  idPrefix: string;
}

function toInsertRow(
  req: RowTarget,
  row: number,
  values: RowValues,
  columns: string[],
  enrich: ReturnType<typeof createEnricher>,
): unknown[] {
  const { kind } = req;
  if (kind === 'media' || kind === 'social') {
    const text = [values.title, values.text].filter(Boolean).join('. ');
    const e = enrich(text);
    values.sentiment_score = e.sentimentScore;
    values.sentiment_label = e.sentimentLabel;
    values.language = e.language;
    values.brands = JSON.stringify(e.brands);
    values.is_own_brand = e.isOwnBrand ? 1 : 0;
  }
  if (kind === 'survey') {
    values.scale_min = req.options.scaleMin;
    values.scale_max = req.options.scaleMax;
    values.weight ??= 1;
    values.respondent_id ??= `${req.idPrefix}-row-${row}`;
    if (typeof values.comment === 'string' && values.comment) {
      const s = scoreSentiment(values.comment);
      values.comment_sentiment = s.score;
      values.comment_sentiment_label = s.label;
    }
  }
  return [req.datasetId, req.customerId, ...columns.map((c) => values[c] ?? null)];
}

/** At start: imports cut short by a crash or kill leave no dataset behind. */
export function cleanupInterruptedImports(db: Db): number {
  return db.transaction((tx) => {
    const stale = tx
      .select({ id: datasets.id })
      .from(datasets)
      .where(eq(datasets.status, 'importing'))
      .all();
    if (stale.length)
      tx.delete(datasets)
        .where(
          inArray(
            datasets.id,
            stale.map((s) => s.id),
          ),
        )
        .run();
    tx.update(uploads)
      .set({
        status: 'failed',
        datasetId: null,
        message: 'Interrupted by a restart; nothing was imported',
      })
      .where(and(eq(uploads.status, 'importing')))
      .run();
    return stale.length;
  });
}

/** Sets a dataset's row count and time range from its rows (after connector deliveries). */
export function refreshDatasetStats(db: Db, datasetId: number, kind: DatasetKind): void {
  const table = TABLE_COLUMNS[kind].table;
  db.$client
    .prepare(
      `update datasets set row_count = (select count(*) from ${table} where dataset_id = @id),
       time_from = (select min(date) from ${table} where dataset_id = @id),
       time_to = (select max(date) from ${table} where dataset_id = @id), updated_at = @now where id = @id`,
    )
    .run({ id: datasetId, now: new Date().toISOString() });
}

/**
 * Writes already-converted rows (webhooks, feeds) with the same enrichment as file imports, in
 * one transaction. Mentions with a guid already in the dataset are skipped. Returns rows added.
 */
export function writeRows(opts: {
  db: Db;
  customerId: number;
  datasetId: number;
  kind: DatasetKind;
  options: ImportOptions;
  idPrefix: string;
  rows: { row: number; values: RowValues }[];
}): number {
  const spec = TABLE_COLUMNS[opts.kind];
  const columns = ['dataset_id', 'customer_id', ...spec.columns];
  const insert = opts.db.$client.prepare(
    `insert ${spec.orIgnore ? 'or ignore ' : ''}into ${spec.table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
  );
  const enrich = createEnricher(loadBrandAliases(opts.db, opts.customerId));
  const target: RowTarget = { ...opts };
  return opts.db.$client.transaction(() => {
    let added = 0;
    for (const { row, values } of opts.rows) {
      added += insert.run(toInsertRow(target, row, values, spec.columns, enrich)).changes;
    }
    refreshDatasetStats(opts.db, opts.datasetId, opts.kind);
    return added;
  })();
}
