import { signHs256Token, verifyHs256Token } from './hs256-token.js';

/** What a group token carries (see docs/api.md#price-tiers): the customer's group for tier prices. */
export interface GroupClaims {
  group_id: number;
  id: number;
  user: string;
}

/** When a group token is made and how long it prices (`users.groupTokenTtlSeconds`). */
export interface GroupTokenLifetime {
  now: number;
  ttlSeconds: number;
}

/**
 * `groupToken` of `GET|POST /api/user/me`: an HS256 JWT of `{group_id, id, user}`, as vue-storefront-api made it, with
 * `iat` and `exp` (which vue-storefront-api's lacked): a token copied once must not price a group forever. The
 * storefront gets a fresh one with every `me`, on each page load and login.
 */
export function signGroupToken(claims: GroupClaims, secret: Uint8Array, lifetime: GroupTokenLifetime): Promise<string> {
  return signHs256Token({ ...claims }, secret, lifetime);
}

/**
 * The claims of a group token signed with `secret` and not expired at `now`, or undefined for anything else (forged,
 * malformed, other key, expired, or without an expiry).
 */
export async function verifyGroupToken(
  token: string,
  secret: Uint8Array,
  now: number,
): Promise<GroupClaims | undefined> {
  const payload = await verifyHs256Token(token, secret, now, { requiredClaims: ['exp'] });
  if (!payload) return undefined;
  const { group_id, id, user } = payload;
  if (typeof group_id !== 'number' || typeof id !== 'number' || typeof user !== 'string') return undefined;
  return { group_id, id, user };
}
