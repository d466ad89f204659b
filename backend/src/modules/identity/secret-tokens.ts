import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the OS generator, base64url so it travels in headers and cookies unchanged. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Only this digest of a session token, mdve token or code is ever stored: a database leak then
 * gives nothing that can be replayed. A plain SHA-256 is enough because the inputs are 256-bit random.
 */
export function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
