import { router } from '../../trpc/trpc';

export const customersRouter = router({});
