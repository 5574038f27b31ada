import type { Db } from '../../db/connection';

export function checkDatabase(db: Db): { status: 'ok'; database: 'ok' } {
  const row = db.$client.prepare('select 1 as ok').get() as { ok: number } | undefined;
  if (row?.ok !== 1) throw new Error('database check failed');
  return { status: 'ok', database: 'ok' };
}
