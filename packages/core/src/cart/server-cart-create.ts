import type { CartConfig } from '../config/commerce-config-types.js';

/** The error text the API answers for a cart the token may not use (see docs/api.md#cart). */
export const CART_NOT_AUTHORIZED_ERROR = 'not authorized';

export interface CartCreateError {
  message?: string;
  code?: number;
}

export type CartCreateFailureDecision =
  /** Create a guest cart instead; `attempt` is this fallback's number (1-based), to be stored by the caller. */
  | { kind: 'guest_fallback'; attempt: number }
  /** Stop: the error is logged only (see docs/behaviour.md#server-cart-sync). */
  | { kind: 'give_up'; reason: 'not_authorized' | 'attempts_exhausted' };

/**
 * After `/api/cart/create` failed (see docs/behaviour.md#server-cart-sync): fall back to a guest cart up to
 * `guestCartBypassMaxAttempts` times, but never for 'not authorized' — that is a session problem the token refresh
 * handles, and a guest cart would silently split the customer's cart.
 */
export function afterServerCartCreateFailure(
  error: CartCreateError,
  fallbacksSoFar: number,
  config: Pick<CartConfig, 'guestCartBypassMaxAttempts'>,
): CartCreateFailureDecision {
  if ((error.message ?? '').trim().toLowerCase() === CART_NOT_AUTHORIZED_ERROR)
    return { kind: 'give_up', reason: 'not_authorized' };
  if (fallbacksSoFar >= config.guestCartBypassMaxAttempts) return { kind: 'give_up', reason: 'attempts_exhausted' };
  return { kind: 'guest_fallback', attempt: fallbacksSoFar + 1 };
}

/**
 * An order succeeded when it resolved with no result code, or 200. Then the cart is emptied and the time is stored as
 * the last cart bypass (see `needsNewServerCartAfterLogin`).
 */
export function placeOrderSucceeded(resultCode: number | undefined): boolean {
  return resultCode === undefined || resultCode === 200;
}

/**
 * After login: true when a server cart is to be created now. With the authorised-user bypass on, a login less than
 * `authorizedUserBypassMs` after the last bypass (the last placed order) skips it; the server cart is then made when
 * a line is added. With the bypass off, or no bypass stored, the cart is always created.
 */
export function needsNewServerCartAfterLogin(
  lastBypassAt: number | undefined,
  now: number,
  config: Pick<CartConfig, 'bypassCartLoaderForAuthorizedUsers' | 'authorizedUserBypassMs'>,
): boolean {
  if (!config.bypassCartLoaderForAuthorizedUsers || lastBypassAt === undefined) return true;
  const elapsed = now - lastBypassAt;
  // A clock that stepped back (elapsed < 0) must not stretch the bypass, so it counts as expired.
  return !(elapsed >= 0 && elapsed < config.authorizedUserBypassMs);
}
