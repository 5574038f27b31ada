import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../lib/rest';

function customerIdFromQuery(query: unknown): number | undefined {
  const raw = (query as { customerId?: unknown } | undefined)?.customerId;
  if (raw === undefined || raw === '') return undefined;
  const id = Number(raw);
  // A malformed id is left to the procedure's validation (400), not silently dropped.
  return Number.isFinite(id) ? id : (raw as never);
}

/** REST compatibility paths of this module: adapters over its procedures. */
export async function registerChatRest(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  // The customer comes from ?customerId (SPEC's query key) or the x-customer-id header.
  app.get(
    '/api/chat/context',
    restRoute(db, config, (caller, req) => {
      const customerId = customerIdFromQuery(req.query);
      return caller.chat.context(customerId === undefined ? undefined : { customerId });
    }),
  );

  app.post(
    '/api/chat/direct',
    restRoute(db, config, (caller, req) => caller.chat.direct(req.body as never)),
  );
}
