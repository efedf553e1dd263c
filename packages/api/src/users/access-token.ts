import { signHs256Token, verifyHs256Token } from '../auth/hs256-token.js';

/** What an access token says: who (`sub`, `email`, `gid`) and for which refresh-token family (`fam`). */
export interface AccessClaims {
  customerId: number;
  email: string;
  groupId: number;
  familyId: string;
}

/** The access token of login and refresh (`result`): an HS256 JWT that expires after `ttlSeconds`. */
export function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  return signHs256Token(
    { email: claims.email, gid: claims.groupId, fam: claims.familyId },
    secret,
    { now: nowMs, ttlSeconds },
    (token) => token.setSubject(String(claims.customerId)),
  );
}

/** The claims of a valid, unexpired access token signed with `secret`; undefined for anything else. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  nowMs: number,
): Promise<AccessClaims | undefined> {
  const payload = await verifyHs256Token(token, secret, nowMs, { requiredClaims: ['sub', 'exp'] });
  if (!payload) return undefined;
  const customerId = Number(payload.sub);
  const { email, gid, fam } = payload;
  if (!Number.isInteger(customerId) || typeof email !== 'string' || typeof gid !== 'number' || typeof fam !== 'string')
    return undefined;
  return { customerId, email, groupId: gid, familyId: fam };
}
