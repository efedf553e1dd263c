function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

/**
 * The `exp` of a JWT access token in epoch milliseconds, read without checking the signature: only to decide whether
 * asking the API is worth it. The API still verifies every token it is given.
 */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const exp = (JSON.parse(decodeBase64Url(payload)) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the token is still good for at least `marginMs`. A token whose expiry cannot be read counts as fresh:
 * opaque tokens (a vue-storefront-api deployment's Magento tokens) are judged by the API alone.
 */
export function isTokenFresh(token: string, nowMs: number, marginMs = 5_000): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === undefined || expiresAt - marginMs > nowMs;
}
