import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { closeDatabase, migrateDatabase, openDatabase } from '../db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabasePath: string;
  }
}

/** Migrates one template database; each test file copies it (see db.ts). */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-template-'));
  const templatePath = path.join(dir, 'template.db');
  const db = openDatabase(templatePath);
  migrateDatabase(db);
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.pragma('journal_mode = DELETE');
  closeDatabase(db);
  project.provide('templateDatabasePath', templatePath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
