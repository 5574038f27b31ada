import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { datasets } from '../../db/schema/index';
import { restRoute } from '../../lib/rest';
import { startFeedScheduler } from './poller';
import { receiveJson, receiveTypeform } from './webhooks';

type TokenParams = { token: string };
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Webhooks (public, authenticated by HMAC of the raw body):
 * POST /api/webhooks/typeform/:token (Typeform-Signature), POST /api/webhooks/json/:token
 * (X-Repute-Signature, optional X-Repute-Delivery for idempotency). GET /api/connectors.
 * Also starts the feed schedule outside tests.
 */
export async function registerConnectorsRest(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.get(
    '/api/connectors',
    restRoute(db, config, (caller) => caller.connectors.list()),
  );

  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so these routes keep the raw body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: TokenParams }>('/api/webhooks/typeform/:token', async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['typeform-signature'];
      const answer = receiveTypeform(
        db,
        req.params.token,
        raw,
        Array.isArray(header) ? header[0] : header,
      );
      return reply.code(answer.status).send(answer.body);
    });
    scope.post<{ Params: TokenParams }>('/api/webhooks/json/:token', async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['x-repute-signature'];
      const delivery = req.headers['x-repute-delivery'];
      const answer = receiveJson(
        db,
        req.params.token,
        raw,
        Array.isArray(header) ? header[0] : header,
        typeof delivery === 'string' && delivery.length <= 200 ? delivery : undefined,
        (datasetId) =>
          db.select({ kind: datasets.kind }).from(datasets).where(eq(datasets.id, datasetId)).get()
            ?.kind ?? null,
      );
      return reply.code(answer.status).send(answer.body);
    });
  });

  if (config.NODE_ENV !== 'test') {
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = startFeedScheduler(
        db,
        { allowPrivateAddresses: config.FEED_ALLOW_PRIVATE_ADDRESSES },
        app.log,
      );
    });
    app.addHook('onClose', async () => stop?.());
  }
}
