import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * An HS256 JWT of `claims`, issued at `now` (epoch ms) and expiring `ttlSeconds` later. `registered` adds the
 * registered claims a kind of token carries besides (subject, audience, id).
 */
export function signHs256Token(
  claims: JWTPayload,
  secret: Uint8Array,
  { now, ttlSeconds }: { now: number; ttlSeconds: number },
  registered: (token: SignJWT) => SignJWT = (token) => token,
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return registered(new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(secret);
}

/**
 * The payload of an HS256 token signed with `secret`, unexpired at `now` and carrying `requiredClaims` (and
 * `audience`, when given); undefined for anything else (forged, malformed, other key, expired).
 */
export async function verifyHs256Token(
  token: string,
  secret: Uint8Array,
  now: number,
  expected: { requiredClaims: string[]; audience?: string },
): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      ...expected,
    });
    return payload;
  } catch {
    return undefined;
  }
}
