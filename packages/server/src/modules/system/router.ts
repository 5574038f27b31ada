import { TRPCError } from '@trpc/server';
import { publicProcedure, router } from '../../trpc/trpc';
import { checkDatabase } from './service';

export const systemRouter = router({
  health: publicProcedure.query(({ ctx }) => checkDatabase(ctx.db)),
  publicConfig: publicProcedure.query(({ ctx }) => ({
    loginMode: ctx.config.LOGIN_MODE,
    productName: 'Repute',
  })),
  /** Exists so tests can prove unexpected errors are masked in production. */
  failForTest: publicProcedure.query(({ ctx }) => {
    if (ctx.config.NODE_ENV !== 'test') throw new TRPCError({ code: 'NOT_FOUND' });
    throw new Error('secret internal detail');
  }),
});
