import {
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZPasswordLoginSchema,
  ZVerifyEmailSchema,
} from '@repute/shared';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { recordAudit } from '../audit/service';
import { ZServerRegisterSchema, ZServerResetPasswordSchema } from './schemas';
import {
  forgotPassword,
  loginWithDemoPassword,
  loginWithEmail,
  register,
  resetPassword,
  verifyEmail,
} from './service';
import { endSession, startSession } from './session-actions';
import { loadSessionUser } from '../../trpc/trpc';

export const authRouter = router({
  /** The signed-in user, or null. */
  session: publicProcedure.query(({ ctx }) => ctx.user),
  /** The signed-in user; 401 without a session (GET /api/user/profile). */
  me: authedProcedure.query(({ ctx }) => ctx.user),

  login: publicProcedure.input(ZLoginSchema).mutation(async ({ ctx, input }) => {
    const { id } = await loginWithEmail(ctx, input);
    await startSession(ctx, id);
    const user = await loadSessionUser(ctx.db, id);
    return { ok: true as const, user };
  }),

  passwordLogin: publicProcedure.input(ZPasswordLoginSchema).mutation(async ({ ctx, input }) => {
    const { id } = await loginWithDemoPassword(ctx, input);
    await startSession(ctx, id);
    return { ok: true as const };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.user)
      recordAudit(ctx.db, { action: 'auth.sign_out', actorUserId: ctx.user.id, ip: ctx.ip });
    await endSession(ctx);
    return { ok: true as const };
  }),

  register: publicProcedure
    .input(ZServerRegisterSchema)
    .mutation(({ ctx, input }) => register(ctx, input)),

  verifyEmail: publicProcedure
    .input(ZVerifyEmailSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx, input)),

  forgotPassword: publicProcedure
    .input(ZForgotPasswordSchema)
    .mutation(({ ctx, input }) => forgotPassword(ctx, input)),

  resetPassword: publicProcedure
    .input(ZServerResetPasswordSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
