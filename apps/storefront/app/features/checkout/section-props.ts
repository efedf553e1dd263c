import type { CheckoutDetails } from '@storefront/core';
import type { CheckoutErrors, CheckoutFormState } from './checkout-form-state';
import { fieldName } from './checkout-form-state';

/** What every section component gets: the form state, its messages and a way to change one details object. */
export interface SectionProps {
  state: CheckoutFormState;
  errors: CheckoutErrors;
  change<D extends keyof CheckoutDetails>(details: D, change: Partial<CheckoutDetails[D]>): void;
  /** Changes what is asked beside the details: the password confirmation and the terms. */
  setForm(change: Partial<Omit<CheckoutFormState, 'details'>>): void;
  /** The browser runs the page (and has read what it stored): fields may enhance themselves. */
  enhanced: boolean;
  translate(key: string, params?: Record<string, string | number>): string;
}

/** The props of a text field bound to `details.field`: id, form name, value, change handler and its message. */
export function textField<D extends keyof CheckoutDetails>(
  { state, errors, change, translate }: SectionProps,
  details: D,
  field: keyof CheckoutDetails[D] & string,
  label: string,
) {
  const name = fieldName(details, field);
  const message = errors[name];
  return {
    id: `${details}-${field}`,
    name,
    label: translate(label),
    value: String(state.details[details][field] ?? ''),
    onChange: (event: { target: { value: string } }) =>
      change(details, { [field]: event.target.value } as Partial<CheckoutDetails[D]>),
    ...(message && { error: translate(message) }),
  };
}
