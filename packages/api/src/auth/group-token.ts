import { jwtVerify, SignJWT } from 'jose';

/** What a group token carries (contract 1.4): the customer's group for tier prices. */
export interface GroupClaims {
  group_id: number;
  id: number;
  user: string;
}

/** `groupToken` of `GET|POST /api/user/me`: an HS256 JWT of `{group_id, id, user}`, as vue-storefront-api made it. */
export function signGroupToken(claims: GroupClaims, secret: Uint8Array): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

/** The claims of a group token signed with `secret`, or undefined for anything else (forged, malformed, other key). */
export async function verifyGroupToken(token: string, secret: Uint8Array): Promise<GroupClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const { group_id, id, user } = payload as Record<string, unknown>;
    if (typeof group_id !== 'number' || typeof id !== 'number' || typeof user !== 'string') return undefined;
    return { group_id, id, user };
  } catch {
    return undefined;
  }
}
