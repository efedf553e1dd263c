import { CART_COOKIE } from './cart-cookie-name';

/** docs/behaviour.md#guest-cart-id: the guest cart id in the browser cart. */
const MAX_AGE_S = 30 * 24 * 60 * 60;
const GUEST_CART_ID = /^[0-9a-f]{32}$/;

export function readCartCookie(): string | undefined {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${CART_COOKIE}=`));
  const value = pair?.slice(CART_COOKIE.length + 1);
  return value && GUEST_CART_ID.test(value) ? value : undefined;
}

export function writeCartCookie(guestCartId: string | undefined): void {
  document.cookie =
    guestCartId === undefined
      ? `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${CART_COOKIE}=${guestCartId}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
}
