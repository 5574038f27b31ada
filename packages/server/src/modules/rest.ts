import type { FastifyInstance } from 'fastify';

/** Registers every module's REST compatibility routes (adapters over the tRPC procedures). */
export async function registerRestModules(app: FastifyInstance): Promise<void> {
  void app;
}
