import { router } from '../../trpc/trpc';

export const authRouter = router({});
