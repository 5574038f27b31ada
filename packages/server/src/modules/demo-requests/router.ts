import { router } from '../../trpc/trpc';

export const demoRequestsRouter = router({});
