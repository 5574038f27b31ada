import { ZRegisterSchema, ZResetPasswordSchema } from '@repute/shared';
import type { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './passwords';

/** The shared rules, then the server-only check against the shipped common-password list. */
function refuseCommon(data: { password: string }, ctx: z.RefinementCtx) {
  if (isCommonPassword(data.password)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: COMMON_PASSWORD_MESSAGE });
  }
}

export const ZServerRegisterSchema = ZRegisterSchema.superRefine(refuseCommon);
export const ZServerResetPasswordSchema = ZResetPasswordSchema.superRefine(refuseCommon);
