import { router } from '../../trpc/trpc';

export const analyticsRouter = router({});
