import type { CheckoutDetails, CheckoutSection, MessageKey } from '@storefront/core';

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

const BOOLEAN_FIELDS = new Set(['createAccount', 'sameAsShipping']);
const NUMBER_FIELDS = new Set(['region_id']);

/**
 * The posted no-JS form as checkout state, on top of `base` (the empty details): only known fields are read, text
 * stays text, and an unticked checkbox (absent from the form) is false.
 */
export function readCheckoutForm(form: FormData, base: CheckoutFormState): CheckoutFormState {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 500) : '';
  };
  const details = Object.fromEntries(
    Object.entries(base.details).map(([section, values]) => [
      section,
      Object.fromEntries(
        Object.entries(values as Record<string, unknown>).map(([field, initial]) => {
          const name = fieldName(section as keyof CheckoutDetails, field);
          if (BOOLEAN_FIELDS.has(field)) return [field, form.get(name) !== null];
          if (NUMBER_FIELDS.has(field)) return [field, Number.parseInt(text(name), 10) || 0];
          if (typeof initial !== 'string') return [field, initial];
          return [field, text(name)];
        }),
      ),
    ]),
  ) as unknown as CheckoutDetails;
  return { details, repeatPassword: text('repeatPassword'), acceptTerms: form.get('acceptTerms') !== null };
}
