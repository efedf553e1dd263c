import { createHash, randomBytes } from 'node:crypto';

/** An opaque token: 32 random bytes, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of an opaque token. A plain SHA-256 is enough: the token has 256 random bits, so there is
 * nothing to guess from the hash, and a lookup by hash stays one index probe.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
