import { jwtVerify, SignJWT } from 'jose';

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
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ email: claims.email, gid: claims.groupId, fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.customerId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret);
}

/** The claims of a valid, unexpired access token signed with `secret`; undefined for anything else. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  nowMs: number,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp'],
    });
    const customerId = Number(payload.sub);
    const { email, gid, fam } = payload as Record<string, unknown>;
    if (
      !Number.isInteger(customerId) ||
      typeof email !== 'string' ||
      typeof gid !== 'number' ||
      typeof fam !== 'string'
    )
      return undefined;
    return { customerId, email, groupId: gid, familyId: fam };
  } catch {
    return undefined;
  }
}
