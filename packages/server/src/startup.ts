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
  if (ctx.config.secureCookies && ctx.config.TRUST_PROXY === false) {
    // Secure cookies are only sent on requests the server sees as https, which behind a
    // TLS-terminating proxy it can only learn from a trusted X-Forwarded-Proto.
    ctx.log.warn(
      'PUBLIC_URL is https but TRUST_PROXY is false: set TRUST_PROXY to the reverse proxy address, or sign-in cookies will not be set',
    );
  }
  if (ctx.config.SEED_DEMO_DATA) {
    const result = seedDemoData(ctx.db);
    if (result.seeded) ctx.log.info({ customers: result.customers }, 'demo data generated');
  }
  await runAuthStartupTasks(ctx);
}
