/**
 * Where the storefront keeps the tokens (ADR 0008): HttpOnly cookies the API sets when a request carries
 * `X-Session-Cookie: 1`. No script on the page can read the refresh token.
 */
export const ACCESS_TOKEN_COOKIE = 'sf_at';
export const REFRESH_TOKEN_COOKIE = 'sf_rt';
export const SESSION_COOKIE_HEADER = 'X-Session-Cookie';

/**
 * The API's HttpOnly cookie naming the orders this browser placed (signed; docs/behaviour.md#thank-you-page): the
 * thank-you page shows such an order to this browser only.
 */
export const ORDER_ACCESS_COOKIE = 'sf_orders';
