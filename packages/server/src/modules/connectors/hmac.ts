import { createHmac, timingSafeEqual } from 'node:crypto';

/** Typeform: header `Typeform-Signature: sha256=<base64 HMAC-SHA256 of the raw body>`. */
export function typeformSignature(secret: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('base64')}`;
}

/** Generic webhooks: header `X-Repute-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. */
export function jsonWebhookSignature(secret: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Constant-time comparison, so the answer time says nothing about the expected value. */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}
