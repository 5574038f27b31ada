import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../lib/rest';

/** A path id must be a plain positive integer; anything else names no customer. */
function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** REST compatibility paths of SPEC section 7: adapters over the customers procedures. */
export async function registerCustomersRest(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.get(
    '/api/customers',
    restRoute(db, config, (caller) => caller.customers.list()),
  );
  app.get<{ Params: { id: string } }>(
    '/api/customers/:id/features',
    restRoute(db, config, async (caller, req, reply) => {
      const id = parseId((req.params as { id: string }).id);
      if (id === null) {
        return req.sessionUser
          ? reply.code(404).send({ message: 'Customer not found' })
          : reply.code(401).send({ message: 'Not signed in' });
      }
      return caller.customers.features({ customerId: id });
    }),
  );
}
