// Random session tokens, their stored digests, and constant-time comparison.
import crypto from 'node:crypto';

/** 32 random bytes, base64url: a secret or refresh token. */
export function newToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Compares a presented token with a stored sha256 digest without leaking where they differ. */
export function tokenMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(sha256Hex(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
