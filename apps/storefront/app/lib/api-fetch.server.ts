/** How the storefront's server calls its API for one shopper's request (request context `apiFetch`). */
export type ApiFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * Server-side calls to the API (the embedded one on loopback, or an external one) on behalf of the shopper at
 * `shopperAddress`: relative URLs resolve against `baseUrl`, and every call says whose it is in `X-Forwarded-For`, so
 * the API's per-address limits count the shopper, not the storefront server (all no-JS shoppers would otherwise share
 * one budget). The address is the one the storefront computed under its trust setting; a shopper's own
 * `X-Forwarded-For` is never passed on. The API trusts it from loopback (docs/security.md).
 */
export function createApiFetch(baseUrl: string, shopperAddress: string): ApiFetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('X-Forwarded-For', shopperAddress);
    return fetch(new URL(input, baseUrl), { ...init, headers });
  };
}
