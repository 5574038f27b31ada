import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../lib/rest';

/** REST compatibility paths of SPEC section 7: adapters over the demo-request procedures. */
export async function registerDemoRequestsRest(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.post(
    '/api/demo-requests',
    restRoute(db, config, async (caller, req, reply) => {
      const result = await caller.demoRequests.create(req.body as never);
      return reply.code(201).send(result);
    }),
  );
}
