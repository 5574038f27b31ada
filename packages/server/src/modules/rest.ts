import type { FastifyInstance } from 'fastify';
import { registerAdminRest } from './admin/rest';
import { registerAnalyticsRest } from './analytics/rest';
import { registerAuthRest } from './auth/rest';
import { registerChatRest } from './chat/rest';
import { registerConnectorsRest } from './connectors/rest';
import { registerCustomersRest } from './customers/rest';
import { registerDatasetsRest } from './datasets/rest';
import { registerDemoRequestsRest } from './demo-requests/rest';
import { registerIngestionRest } from './ingestion/rest';

/** Registers every module's REST compatibility routes (adapters over the tRPC procedures). */
export async function registerRestModules(app: FastifyInstance): Promise<void> {
  await registerAuthRest(app);
  await registerCustomersRest(app);
  await registerDemoRequestsRest(app);
  await registerAdminRest(app);
  await registerDatasetsRest(app);
  await registerIngestionRest(app);
  await registerConnectorsRest(app);
  await registerAnalyticsRest(app);
  await registerChatRest(app);
}
