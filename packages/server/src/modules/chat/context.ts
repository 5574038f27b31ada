import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { datasets } from '../../db/schema/index';
import type { ChatDatasetSummary } from './schemas';

/** The customer's ready datasets: what the assistant has to work with. */
export function listChatDatasets(db: Db, customerId: number): ChatDatasetSummary[] {
  return db
    .select({
      id: datasets.id,
      name: datasets.name,
      kind: datasets.kind,
      from: datasets.timeFrom,
      to: datasets.timeTo,
      rows: datasets.rowCount,
    })
    .from(datasets)
    .where(and(eq(datasets.customerId, customerId), eq(datasets.status, 'ready')))
    .orderBy(asc(datasets.kind), asc(datasets.id))
    .all();
}
