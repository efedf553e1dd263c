import {
  checkoutSections,
  emptyCheckoutDetails,
  listingDetailsFromSpot,
  personalDetailsFromCustomer,
  preselectedPaymentMethod,
  preselectedShippingMethod,
  shippingDetailsPrefill,
} from '@storefront/core';
import type { CheckoutFormState } from './checkout-form-state';
import type { CheckoutView } from './checkout-view';

// What the checkout needs to draw itself. The validation is in checkout-validation.ts: it brings the form schemas and
// their library, which a shopper who has not touched the form yet does not need (use-checkout.ts loads it then).

/** The sections of this cart, in order (core rule). */
export const sectionsOf = (view: Pick<CheckoutView, 'items'>) => checkoutSections(view.items);

/**
 * An untouched checkout: the shop's defaults, a logged-in customer's name, e-mail and default shipping address, the
 * spot's address.
 */
export function initialCheckoutState(view: CheckoutView): CheckoutFormState {
  const details = emptyCheckoutDetails({
    country: view.defaultCountry,
    shippingMethod: preselectedShippingMethod(view.shippingMethods)?.method_code ?? '',
    paymentMethod: preselectedPaymentMethod(view.paymentMethods, view.defaultPaymentMethod)?.code ?? '',
  });
  if (view.customer) details.personalDetails = personalDetailsFromCustomer(view.customer);
  // A customer's default shipping address comes preselected (also in the no-JS form, where every section is open).
  if (view.customer)
    details.shippingDetails = shippingDetailsPrefill(
      details.shippingDetails,
      details.personalDetails,
      view.defaultAddress,
    );
  const sections = sectionsOf(view);
  if (!sections.includes('shipping')) details.paymentDetails.sameAsShipping = false;
  if (sections.includes('listing'))
    details.listingDetails = listingDetailsFromSpot(
      { ...view.spot },
      details.personalDetails,
      { plateCountry: details.listingDetails.plateCountry ?? '' },
      view.defaultAddress?.phoneNumber,
    );
  return { details, repeatPassword: '', acceptTerms: false };
}
