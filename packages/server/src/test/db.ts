import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../db/connection';

const opened: { db: Db; dir: string }[] = [];

/** A fresh database file for this test file, copied from the migrated template. */
export function createTestDatabase(): { db: Db; filePath: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-test-'));
  const filePath = path.join(dir, 'app.db');
  fs.copyFileSync(inject('templateDatabasePath'), filePath);
  const db = openDatabase(filePath);
  opened.push({ db, dir });
  return { db, filePath };
}

export function cleanupTestDatabases(): void {
  for (const { db, dir } of opened.splice(0)) {
    closeDatabase(db);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
