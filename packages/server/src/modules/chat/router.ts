import { router } from '../../trpc/trpc';

export const chatRouter = router({});
