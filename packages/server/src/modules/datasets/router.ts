import { router } from '../../trpc/trpc';

export const datasetsRouter = router({});
