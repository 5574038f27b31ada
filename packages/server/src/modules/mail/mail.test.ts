import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { createTestDatabase } from '../../test/db';
import { enqueueEmail, MAX_ATTEMPTS, OutboxWorker, retryDelayMs } from './service';

interface Received {
  from: string;
  to: string[];
  body: string;
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((r) => s.close(() => r()))));
});

/** A real SMTP server on loopback that can refuse the first few messages. */
async function smtpServer(refuseFirst = 0): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (refused < refuseFirst) {
        refused += 1;
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          body,
        });
        callback();
      });
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, received };
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('outbox', () => {
  it('keeps every email in the outbox even without SMTP', () => {
    const { db } = createTestDatabase();
    const id = enqueueEmail(db, {
      kind: 'invitation',
      to: 'a@example.test',
      subject: 'Hi',
      text: 'Body',
    });
    const row = db.select().from(outbox).where(eq(outbox.id, id)).get();
    expect(row).toMatchObject({
      status: 'pending',
      toAddress: 'a@example.test',
      subject: 'Hi',
      textBody: 'Body',
    });
  });

  it('delivers over SMTP to a server on loopback', async () => {
    const { db } = createTestDatabase();
    const smtp = await smtpServer();
    const worker = new OutboxWorker({
      db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'Repute <no-reply@repute.local>',
      intervalMs: 100,
    }).start();
    try {
      const id = enqueueEmail(db, {
        kind: 'reset-password',
        to: 'b@example.test',
        subject: 'Reset',
        text: 'Link: http://x/reset-password?token=abc',
      });
      await until(() => smtp.received.length === 1);
      await until(() => db.select().from(outbox).where(eq(outbox.id, id)).get()?.status === 'sent');
      expect(smtp.received[0]?.to).toEqual(['b@example.test']);
      expect(smtp.received[0]?.from).toBe('no-reply@repute.local');
      expect(smtp.received[0]?.body).toContain('Subject: Reset');
      expect(smtp.received[0]?.body).toContain('reset-password?token=abc');
      expect(db.select().from(outbox).where(eq(outbox.id, id)).get()?.sentAt).toBeTruthy();
    } finally {
      worker.stop();
    }
  });

  it('retries after a temporary failure', async () => {
    const { db } = createTestDatabase();
    const smtp = await smtpServer(2);
    const worker = new OutboxWorker({
      db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'no-reply@repute.local',
      intervalMs: 50,
      retryBaseMs: 20,
    }).start();
    try {
      const id = enqueueEmail(db, {
        kind: 'verify-email',
        to: 'c@example.test',
        subject: 'Verify',
        text: 'x',
      });
      await until(() => db.select().from(outbox).where(eq(outbox.id, id)).get()?.status === 'sent');
      const row = db.select().from(outbox).where(eq(outbox.id, id)).get();
      expect(row?.attempts).toBe(3);
      expect(row?.lastError).toMatch(/451|Try again/);
      expect(smtp.received).toHaveLength(1);
    } finally {
      worker.stop();
    }
  });

  it('gives up after the last attempt', async () => {
    const { db } = createTestDatabase();
    const worker = new OutboxWorker({
      db,
      smtpUrl: 'smtp://127.0.0.1:1?connectionTimeout=500',
      from: 'no-reply@repute.local',
      intervalMs: 30,
      retryBaseMs: 1,
    }).start();
    try {
      const id = enqueueEmail(db, { kind: 'x', to: 'd@example.test', subject: 'S', text: 'T' });
      await until(
        () => db.select().from(outbox).where(eq(outbox.id, id)).get()?.status === 'failed',
      );
      expect(db.select().from(outbox).where(eq(outbox.id, id)).get()?.attempts).toBe(MAX_ATTEMPTS);
    } finally {
      worker.stop();
    }
  });

  it('backs off exponentially with a cap', () => {
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(10_000);
    expect(retryDelayMs(20)).toBe(600_000);
  });
});
