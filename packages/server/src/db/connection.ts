import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema/index';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The migrations folder, found from both src/db (dev, tests) and dist (bundled). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/** The one place that opens SQLite: WAL, synchronous NORMAL, foreign keys, busy timeout. */
export function openDatabase(filePath: string): Db {
  if (filePath !== ':memory:')
    fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = new Database(filePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as Db;
}

export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: migrationsFolder() });
}

export function closeDatabase(db: Db): void {
  if (db.$client.open) db.$client.close();
}
