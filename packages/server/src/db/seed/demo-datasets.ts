import type Database from 'better-sqlite3';
import type { DatasetKind } from '../schema/index';

const TABLE_BY_KIND: Record<DatasetKind, string> = {
  survey: 'survey_responses',
  media: 'mentions',
  social: 'mentions',
  financial: 'financial_series',
  spend: 'spend_series',
  events: 'timeline_events',
};

/** Creates a ready demo dataset; its row count and time range are filled by finishDataset. */
export function createDemoDataset(
  client: Database.Database,
  customerId: number,
  name: string,
  kind: DatasetKind,
): number {
  const row = client
    .prepare(
      `insert into datasets (customer_id, name, kind, source, status, created_at, updated_at)
       values (?, ?, ?, 'demo', 'ready', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')
       returning id`,
    )
    .get(customerId, name, kind) as { id: number };
  return row.id;
}

/** Sets row_count, time_from and time_to from the rows themselves. */
export function finishDataset(client: Database.Database, datasetId: number, kind: DatasetKind) {
  const table = TABLE_BY_KIND[kind];
  client
    .prepare(
      `update datasets set
         row_count = (select count(*) from ${table} where dataset_id = @id),
         time_from = (select min(date) from ${table} where dataset_id = @id),
         time_to = (select max(date) from ${table} where dataset_id = @id)
       where id = @id`,
    )
    .run({ id: datasetId });
}

/** Memoises a function of a string: generated texts repeat, and VADER is the slow part. */
export function memo<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = fn(text);
      cache.set(text, value);
    }
    return value;
  };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
export const logistic = (x: number) => 1 / (1 + Math.exp(-x));
