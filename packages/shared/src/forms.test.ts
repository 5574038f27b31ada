import { describe, expect, it } from 'vitest';
import { MESSAGES, ZDemoRequestSchema, ZRegisterFormSchema, ZNewPasswordSchema } from './forms';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('SPEC section 5 rules', () => {
  it('demo form names each missing field with its message', () => {
    const result = ZDemoRequestSchema.safeParse({
      firstName: '',
      lastName: '',
      email: 'x',
      company: '',
    });
    expect(messages(result)).toEqual([
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.emailInvalid,
      MESSAGES.companyRequired,
    ]);
  });

  it('password needs 12 characters and four classes, each with its own message', () => {
    expect(messages(ZNewPasswordSchema.safeParse('Short1!'))).toContain(MESSAGES.passwordMin);
    expect(messages(ZNewPasswordSchema.safeParse('alllowercase1!'))).toEqual([
      MESSAGES.passwordUppercase,
    ]);
    expect(messages(ZNewPasswordSchema.safeParse('ALLUPPERCASE1!'))).toEqual([
      MESSAGES.passwordLowercase,
    ]);
    expect(messages(ZNewPasswordSchema.safeParse('NoNumbersHere!'))).toEqual([
      MESSAGES.passwordNumber,
    ]);
    expect(messages(ZNewPasswordSchema.safeParse('NoSpecials1234'))).toEqual([
      MESSAGES.passwordSpecial,
    ]);
    expect(ZNewPasswordSchema.safeParse('Valid-Passw0rd!').success).toBe(true);
  });

  it("confirmation must match, else 'Passwords don't match' on the confirm field", () => {
    const result = ZRegisterFormSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      invitationCode: 'X',
      password: 'Valid-Passw0rd!',
      confirmPassword: 'Other-Passw0rd!',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
  });
});
