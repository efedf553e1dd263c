import { verifyGroupToken } from '../auth/group-token.js';

/**
 * docs/api.md#catalogue-search: the customer group of a catalogue search comes from the body's `groupToken` (an HS256 JWT signed by
 * this API). A bare `groupId` is not trusted: anyone could claim a group's prices with it. A forged, expired or
 * malformed token means the default prices, with no error, as for a guest.
 */
export async function groupFromBody(
  body: Record<string, unknown>,
  secret: () => Uint8Array,
  now: number,
): Promise<number | undefined> {
  const token = body.groupToken;
  // Under 10 characters is no JWT; vue-storefront-api ignores such tokens too.
  if (typeof token !== 'string' || token.length <= 10) return undefined;
  const claims = await verifyGroupToken(token, secret(), now);
  return claims && Number.isInteger(claims.group_id) ? claims.group_id : undefined;
}
