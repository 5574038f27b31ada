import { router } from '../../trpc/trpc';

export const adminRouter = router({});
