import {
  checkoutSections,
  firstInvalidSection,
  listingDetailsErrors,
  paymentDetailsErrors,
  personalDetailsErrors,
  shippingDetailsErrors,
  termsErrors,
  type CheckoutDetails,
  type CheckoutSection,
  type MessageKey,
} from '@storefront/core';
import { fieldName, SECTION_DETAILS, type CheckoutErrors, type CheckoutFormState } from './checkout-form-state';
import type { CheckoutView } from './checkout-view';

/** Fields asked beside the details keep their own form names. */
const OWN_NAMES = new Set(['repeatPassword', 'acceptTerms']);

function named(details: keyof CheckoutDetails | undefined, errors: Partial<Record<string, MessageKey>>) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      OWN_NAMES.has(field) || !details ? field : fieldName(details, field),
      message,
    ]),
  ) as CheckoutErrors;
}

function options(view: CheckoutView, state: CheckoutFormState) {
  return {
    personal: {
      repeatPassword: state.repeatPassword,
      createAccount: !view.customer && state.details.personalDetails.createAccount,
    },
    shippingMethods: view.shippingMethods.map((method) => method.method_code),
    paymentMethods: view.paymentMethods.map((method) => method.code),
    acceptTerms: state.acceptTerms,
  };
}

/** One section's messages under the form's field names (docs/behaviour.md#validation-messages messages, core rules). */
export function sectionErrors(section: CheckoutSection, view: CheckoutView, state: CheckoutFormState): CheckoutErrors {
  const { details } = state;
  const rules = options(view, state);
  switch (section) {
    case 'personal':
      return named('personalDetails', personalDetailsErrors(details.personalDetails, rules.personal));
    case 'listing':
      return named('listingDetails', listingDetailsErrors(details.listingDetails));
    case 'shipping':
      return named(
        'shippingDetails',
        shippingDetailsErrors(details.shippingDetails, { shippingMethods: rules.shippingMethods }),
      );
    case 'payment':
      return named(
        'paymentDetails',
        paymentDetailsErrors(details.paymentDetails, {
          hasShipping: checkoutSections(view.items).includes('shipping'),
          paymentMethods: rules.paymentMethods,
        }),
      );
    case 'review':
      return named(undefined, termsErrors(state.acceptTerms));
  }
}

/** The first section that is not valid yet and its messages, or undefined when the order may be placed. */
export function firstInvalid(view: CheckoutView, state: CheckoutFormState) {
  const invalid = firstInvalidSection(state.details, checkoutSections(view.items), options(view, state));
  if (!invalid) return undefined;
  const details = invalid.section === 'review' ? undefined : SECTION_DETAILS[invalid.section];
  return { section: invalid.section, errors: named(details, invalid.errors) };
}
