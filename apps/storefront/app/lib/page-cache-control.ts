import { ACCESS_TOKEN_COOKIE, readCookie, REFRESH_TOKEN_COOKIE } from '@storefront/core';

/**
 * Pages carry the shopper's notifications (and their cart): no shared cache may keep them. A logged-in shopper's
 * page also carries the customer and the access token, so no cache keeps it at all, not even the browser's
 * back-forward copy on disk.
 */
export function pageCacheControl(request: Request): string {
  const cookies = request.headers.get('cookie');
  return readCookie(cookies, ACCESS_TOKEN_COOKIE) || readCookie(cookies, REFRESH_TOKEN_COOKIE)
    ? 'private, no-store'
    : 'private, no-cache';
}
