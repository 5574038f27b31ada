import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/connection';
import { seedDemoData } from './db/seed/index';
import { runAuthStartupTasks } from './modules/auth/startup';

export interface StartupContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** One-off tasks after migrations: demo data on an empty database, then module tasks. */
export async function runStartupTasks(ctx: StartupContext): Promise<void> {
  if (ctx.config.SEED_DEMO_DATA) {
    const result = seedDemoData(ctx.db);
    if (result.seeded) ctx.log.info({ customers: result.customers }, 'demo data generated');
  }
  await runAuthStartupTasks(ctx);
}
