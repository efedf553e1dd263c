import { placeOrderSucceeded } from '../cart/server-cart-create.js';
import type { PersonalDetails } from '../checkout/checkout-details.js';
import type { PlaceOrderOutcome } from './place-order.js';

/** The result code of an outcome, as VSF's `placeOrder` resolved it; undefined when it never resolved with one. */
export function outcomeResultCode(outcome: PlaceOrderOutcome): number | undefined {
  return 'resultCode' in outcome ? outcome.resultCode : undefined;
}

/** Whether the checkout is done with this order: placed, or queued to be sent later (both resolve with 200). */
export function isPlaceOrderSuccess(outcome: PlaceOrderOutcome): boolean {
  return outcome.kind === 'placed' || outcome.kind === 'queued';
}

export interface PlaceOrderSuccessEffects {
  /** Personal details to keep: the password and the create-account flag dropped. */
  personalDetails: PersonalDetails;
  /** The cart is cleared (its server token dropped, a new server cart created) and the last-cart-bypass time stored. */
  clearCart: true;
}

/**
 * docs/behaviour.md#cart-in-the-browser, place order success (no result code, or 200): what the browser changes. Undefined for any
 * other result, which changes nothing.
 */
export function placeOrderSuccess(
  resultCode: number | undefined,
  personalDetails: PersonalDetails,
): PlaceOrderSuccessEffects | undefined {
  if (!placeOrderSucceeded(resultCode)) return undefined;
  return {
    personalDetails: { ...personalDetails, password: '', createAccount: false },
    clearCart: true,
  };
}
