import { adminRouter } from '../modules/admin/router';
import { analyticsRouter } from '../modules/analytics/router';
import { authRouter } from '../modules/auth/router';
import { chatRouter } from '../modules/chat/router';
import { connectorsRouter } from '../modules/connectors/router';
import { customersRouter } from '../modules/customers/router';
import { datasetsRouter } from '../modules/datasets/router';
import { demoRequestsRouter } from '../modules/demo-requests/router';
import { ingestionRouter } from '../modules/ingestion/router';
import { systemRouter } from '../modules/system/router';
import { router } from './trpc';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  customers: customersRouter,
  demoRequests: demoRequestsRouter,
  admin: adminRouter,
  datasets: datasetsRouter,
  ingestion: ingestionRouter,
  connectors: connectorsRouter,
  analytics: analyticsRouter,
  chat: chatRouter,
});

export type AppRouter = typeof appRouter;
