import type { StartupContext } from '../../startup';
import { OutboxWorker } from '../mail/service';
import { ensureDemoPassword, ensureDemoUser, ensureFirstAdmin } from './service';

/** Start-up tasks of accounts and mail: first admin, demo user and password, outbox worker. */
export async function runAuthStartupTasks(
  ctx: StartupContext,
): Promise<{ worker: OutboxWorker | null }> {
  const { db, config, log } = ctx;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { created } = await ensureFirstAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (created) log.info({ email: config.ADMIN_EMAIL }, 'first administrator created');
  }
  await ensureDemoUser(db, { syncMemberships: true });
  const demo = ensureDemoPassword(db, config);
  if (demo) {
    log.warn(
      { demoPassword: demo.password, generated: demo.generated },
      `DEMO_PASSWORD is not set; the demo access password is: ${demo.password}`,
    );
  }
  if (!config.SMTP_URL) return { worker: null };
  const worker = new OutboxWorker({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log,
  }).start();
  return { worker };
}
