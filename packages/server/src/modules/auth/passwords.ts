import argon2 from 'argon2';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/** OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less predictable one';

const common = new Set(
  COMMON_PASSWORDS_TEXT.split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  return common.size;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of one verification, so unknown accounts answer as slowly as known ones. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing-Aa1!');
  await verifyPassword(await dummyHash, password);
}
