import { readCookie } from '@storefront/core';
import { CART_COOKIE } from './cart-cookie-name';

// docs/behaviour.md#guest-cart-id (ADR 0009): the guest cart id the browser's cart (cart-cookie.ts) and the no-JS forms share.
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// Guest cart ids are 32 lowercase hex characters; anything else in the cookie is ignored, never sent on to the API.
const GUEST_CART_ID = /^[0-9a-f]{32}$/;

export function readGuestCartId(request: Request): string | undefined {
  const value = readCookie(request.headers.get('cookie'), CART_COOKIE);
  return value && GUEST_CART_ID.test(value) ? value : undefined;
}

/** Not HttpOnly: the browser's cart writes and reads the same cookie. */
export function guestCartCookie(cartId: string): string {
  return `${CART_COOKIE}=${cartId}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function isGuestCartId(value: unknown): value is string {
  return typeof value === 'string' && GUEST_CART_ID.test(value);
}
