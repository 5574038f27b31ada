import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../db/connection';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  dbPath: string;
}

/** Builds the real app on a fresh temporary database; closed after the test file. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, filePath } = createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, { db, logger: false });
  await app.ready();
  afterAll(() => app.close());
  return { app, db, config, dbPath: filePath };
}
