import { randomBytes } from 'node:crypto';
import { signHs256Token, verifyHs256Token } from '../../auth/hs256-token.js';

/** Keeps a mail-service token from being mistaken for an access or group token signed with the same key. */
const AUDIENCE = 'mail-service';

export interface ServiceTokenClaims {
  /** Counts the token's sends. */
  id: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * A token for `send-email`, bound to the client address that asked for it and valid for `ttlSeconds`. Unlike
 * vue-storefront-api's single module-level token, every client has its own and many are valid at once.
 */
export function issueServiceToken(
  secret: Uint8Array,
  { address, ttlSeconds, now }: { address: string; ttlSeconds: number; now: number },
): Promise<string> {
  return signHs256Token({ addr: address }, secret, { now, ttlSeconds }, (token) =>
    token.setAudience(AUDIENCE).setJti(randomBytes(16).toString('base64url')),
  );
}

/** The token's id and expiry when it is ours, unexpired and issued to `address`; otherwise undefined. */
export async function verifyServiceToken(
  token: unknown,
  secret: Uint8Array,
  { address, now }: { address: string; now: number },
): Promise<ServiceTokenClaims | undefined> {
  if (typeof token !== 'string' || token === '') return undefined;
  const payload = await verifyHs256Token(token, secret, now, { audience: AUDIENCE, requiredClaims: ['exp', 'jti'] });
  if (payload?.addr !== address || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return undefined;
  return { id: payload.jti, expiresAt: payload.exp };
}
