import type { FastifyInstance } from 'fastify';

/** REST compatibility paths of this module: adapters over its procedures. */
export async function registerAnalyticsRest(app: FastifyInstance): Promise<void> {
  void app;
}
