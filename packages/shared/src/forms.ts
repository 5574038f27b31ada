import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits';

/** SPEC section 5, word for word. The server validates with these same schemas. */
export const MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email address',
  companyRequired: 'Company name is required',
  passwordRequired: 'Password is required',
  invitationCodeRequired: 'Invitation code is required',
  passwordMin: 'Password must be at least 12 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  passwordsDontMatch: "Passwords don't match",
} as const;

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_TEXT = 5000;
const MAX_PASSWORD = 256;

const email = z.string().trim().max(MAX_EMAIL).email(MESSAGES.emailInvalid);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const ZDemoRequestSchema = z.object({
  firstName: z.string().trim().min(1, MESSAGES.firstNameRequired).max(MAX_NAME),
  lastName: z.string().trim().min(1, MESSAGES.lastNameRequired).max(MAX_NAME),
  email,
  company: z.string().trim().min(1, MESSAGES.companyRequired).max(200),
  jobTitle: optionalText(200),
  phone: optionalText(50),
  message: optionalText(MAX_TEXT),
});
export type TDemoRequest = z.infer<typeof ZDemoRequestSchema>;

export const ZLoginSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.passwordRequired).max(MAX_PASSWORD),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

export const ZPasswordLoginSchema = z.object({
  password: z.string().min(1, MESSAGES.passwordRequired).max(MAX_PASSWORD),
});
export type TPasswordLogin = z.infer<typeof ZPasswordLoginSchema>;

export const ZNewPasswordSchema = z
  .string()
  .max(MAX_PASSWORD)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
  .regex(/[A-Z]/, MESSAGES.passwordUppercase)
  .regex(/[a-z]/, MESSAGES.passwordLowercase)
  .regex(/[0-9]/, MESSAGES.passwordNumber)
  .regex(/[^A-Za-z0-9]/, MESSAGES.passwordSpecial);

/** What the server receives; confirmPassword is checked on the client only. */
export const ZRegisterSchema = z.object({
  firstName: z.string().trim().min(1, MESSAGES.firstNameRequired).max(MAX_NAME),
  lastName: z.string().trim().min(1, MESSAGES.lastNameRequired).max(MAX_NAME),
  email,
  invitationCode: z.string().trim().min(1, MESSAGES.invitationCodeRequired).max(200),
  password: ZNewPasswordSchema,
});
export type TRegister = z.infer<typeof ZRegisterSchema>;

export const ZRegisterFormSchema = ZRegisterSchema.extend({
  confirmPassword: z.string().max(MAX_PASSWORD),
}).refine((data) => data.password === data.confirmPassword, {
  message: MESSAGES.passwordsDontMatch,
  path: ['confirmPassword'],
});
export type TRegisterForm = z.infer<typeof ZRegisterFormSchema>;

export const ZForgotPasswordSchema = z.object({ email });
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

export const ZResetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: ZNewPasswordSchema,
});
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

export const ZVerifyEmailSchema = z.object({ token: z.string().min(1).max(200) });
