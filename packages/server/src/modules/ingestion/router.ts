import { router } from '../../trpc/trpc';

export const ingestionRouter = router({});
