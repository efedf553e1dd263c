import { restoreCheckoutDetails, type CheckoutDetails, type CheckoutSection, type MessageKey } from '@storefront/core';

/** Everything the checkout form holds: the spec's details plus what is asked but never stored as a detail. */
export interface CheckoutFormState {
  details: CheckoutDetails;
  /** 'Repeat password' of the create-account option; like the password, never written to storage. */
  repeatPassword: string;
  acceptTerms: boolean;
}

/** Messages by form field name (`personalDetails.firstName`, `acceptTerms`), as the fields are named in the form. */
export type CheckoutErrors = Partial<Record<string, MessageKey>>;

/** The details object of each section (the review has none of its own). */
export const SECTION_DETAILS = {
  personal: 'personalDetails',
  listing: 'listingDetails',
  shipping: 'shippingDetails',
  payment: 'paymentDetails',
} as const satisfies Partial<Record<CheckoutSection, keyof CheckoutDetails>>;

export const fieldName = (details: keyof CheckoutDetails, field: string) => `${details}.${field}`;

/**
 * The posted no-JS form as checkout state, over `base` (the empty details), with core's type-safe restore: only known
 * fields are read, a ticked checkbox is present in the post and an unticked one is absent (false), text is cut at 500.
 */
export function readCheckoutForm(form: FormData, base: CheckoutFormState): CheckoutFormState {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 500) : '';
  };
  const posted = (details: keyof CheckoutDetails) =>
    Object.fromEntries(
      Object.entries(base.details[details]).map(([field, initial]) => {
        const name = fieldName(details, field);
        return [field, typeof initial === 'boolean' ? form.get(name) !== null : text(name)];
      }),
    );
  const details = restoreCheckoutDetails(
    {
      personalDetails: posted('personalDetails'),
      listingDetails: posted('listingDetails'),
      shippingDetails: posted('shippingDetails'),
      paymentDetails: posted('paymentDetails'),
    },
    base.details,
  );
  return { details, repeatPassword: text('repeatPassword'), acceptTerms: form.get('acceptTerms') !== null };
}
