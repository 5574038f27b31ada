import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and invitation codes are stored as SHA-256: they are random, so no salt is needed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A human-typable invitation code: 16 symbols of a 32-letter alphabet (80 bits). */
export function invitationCode(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) {
    out += CODE_ALPHABET[(bytes[i] ?? 0) % 32];
    if (i % 4 === 3 && i < 15) out += '-';
  }
  return out;
}

/** Invitation codes are compared without case, spaces or dashes, as people type them. */
export function normalizeInvitationCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function addHours(hours: number, from = Date.now()): string {
  return new Date(from + hours * 3_600_000).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}
