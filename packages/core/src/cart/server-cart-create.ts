import type { CartConfig } from '../config/commerce-config-types.js';

/** The error text the API answers for a cart the token may not use (contract section 3). */
export const CART_NOT_AUTHORIZED_ERROR = 'not authorized';

export interface CartCreateError {
  message?: string;
  code?: number;
}

export type CartCreateFailureDecision =
  /** Create a guest cart instead; `attempt` is this fallback's number (1-based), to be stored by the caller. */
  | { kind: 'guest_fallback'; attempt: number }
  /** Stop: the error is logged only (spec point 4, "Cart server errors are logged only"). */
  | { kind: 'give_up'; reason: 'not_authorized' | 'attempts_exhausted' };

/**
 * After `/api/cart/create` failed (spec point 4 "Cart", "Failed server cart creation"): fall back to a guest cart up to
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
 * Spec point 4 "Place order success": an order succeeded when it resolved with no result code, or 200. There is no
 * "last cart bypass" to store: our API keeps one active cart per customer, so the cart fetched at the next login is
 * the fresh one made after the order, never a second one.
 */
export function placeOrderSucceeded(resultCode: number | undefined): boolean {
  return resultCode === undefined || resultCode === 200;
}
