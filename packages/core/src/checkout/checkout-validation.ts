import { shippingAddressErrors } from '../address/shipping-address.js';
import {
  acceptedTerms,
  email,
  minName,
  minPassword,
  minTaxId,
  required,
  sameAs,
  validateForm,
  type FieldRule,
} from '../forms/field-rules.js';
import type { MessageKey } from '../i18n/message-key.js';
import { plateError } from '../booking/plate.js';
import type { CheckoutSection } from './checkout-sections.js';
import type {
  CheckoutAddress,
  CheckoutDetails,
  ListingDetails,
  PaymentDetails,
  PersonalDetails,
  ShippingDetails,
} from './checkout-details.js';

/** `{field: message}` for the fields that fail; empty when the section may close. */
export type CheckoutErrors<T> = Partial<Record<keyof T & string, MessageKey>>;

const NAME: readonly FieldRule[] = [required, minName];

export interface PersonalDetailsOptions {
  /** Whether an account is created with the order (default: the details' flag; a logged-in shopper never does). */
  createAccount?: boolean;
  /** The "repeat password" field, which is checked but never stored. */
  repeatPassword?: string;
}

/** Names and e-mail always; the password and its repetition only when an account is created with the order. */
export function personalDetailsErrors(
  details: PersonalDetails,
  options: PersonalDetailsOptions = {},
): CheckoutErrors<PersonalDetails & { repeatPassword: string }> {
  const createAccount = options.createAccount ?? details.createAccount === true;
  return validateForm(
    { ...details, repeatPassword: options.repeatPassword ?? '' },
    {
      firstName: NAME,
      lastName: NAME,
      emailAddress: [required, email],
      ...(createAccount && {
        password: [required, minPassword],
        repeatPassword: [required, sameAs(details.password)],
      }),
    },
  );
}

/**
 * Who parks, how to reach them and which car the barrier lets in: the driver's names, phone and plate (checked for
 * the plate's country, `plateError`). The e-mail is the personal details' and the address the spot's: neither is
 * typed here, so neither is checked here.
 */
export function listingDetailsErrors(details: ListingDetails): CheckoutErrors<ListingDetails> {
  const errors: CheckoutErrors<ListingDetails> = validateForm(
    { ...details },
    {
      firstName: NAME,
      lastName: NAME,
      phoneNo: [required],
    },
  );
  const plate = plateError(details.plateCountry ?? '', details.vehiclePlate ?? '');
  if (plate) errors.vehiclePlate = plate;
  return errors;
}

/**
 * The address rules are the account's shipping-address rules (one set of rules for one address): names of 2 letters,
 * street, city, country, zip of 3, a state from the country's list when it has one; phone optional. The apartment
 * number (the second street line) is optional at the checkout: the spec requires no such field, and many homes have
 * none.
 */
function addressErrors(address: CheckoutAddress): CheckoutErrors<CheckoutAddress> {
  const errors = shippingAddressErrors({
    firstname: text(address.firstName),
    lastname: text(address.lastName),
    street: text(address.streetAddress),
    houseNumber: text(address.apartmentNumber),
    apartment: '',
    city: text(address.city),
    country: text(address.country),
    region: text(address.state),
    postcode: text(address.zipCode),
    telephone: text(address.phoneNumber),
  });
  const named: CheckoutErrors<CheckoutAddress> = {};
  if (errors.firstname) named.firstName = errors.firstname;
  if (errors.lastname) named.lastName = errors.lastname;
  if (errors.street) named.streetAddress = errors.street;
  if (errors.city) named.city = errors.city;
  if (errors.country) named.country = errors.country;
  if (errors.region) named.state = errors.region;
  if (errors.postcode) named.zipCode = errors.postcode;
  return named;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/** A chosen method must be one of those offered, when the caller knows them. */
function offered(codes: readonly string[] | undefined): FieldRule {
  return (value) => (codes !== undefined && !codes.includes(text(value)) ? 'Field is required' : undefined);
}

export function shippingDetailsErrors(
  details: ShippingDetails,
  options: { shippingMethods?: readonly string[] } = {},
): CheckoutErrors<ShippingDetails> {
  return {
    ...addressErrors(details),
    ...validateForm({ ...details }, { shippingMethod: [required, offered(options.shippingMethods)] }),
  };
}

export interface PaymentDetailsOptions {
  /** Whether the cart is shipped at all: a virtual-only cart has no shipping address to copy. */
  hasShipping: boolean;
  /** Codes of the payment methods offered for this cart. */
  paymentMethods?: readonly string[];
}

/**
 * The fields a billing address asks for when nothing is shipped (`BILLING_ONLY_FIELDS`): who pays and where for the
 * tax (names, country, state, zip); no street, apartment or city, as nothing goes to the door.
 */
export const BILLING_ONLY_FIELDS = ['firstName', 'lastName', 'country', 'state', 'zipCode', 'phoneNumber'] as const;

function billingOnlyErrors(address: CheckoutAddress): CheckoutErrors<CheckoutAddress> {
  const errors = addressErrors(address);
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => (BILLING_ONLY_FIELDS as readonly string[]).includes(field)),
  ) as CheckoutErrors<CheckoutAddress>;
}

/**
 * Billing is the shipping address when so chosen (and there is one), else its own fields; company is optional. A cart
 * with nothing to ship asks only the billing-only fields (see `BILLING_ONLY_FIELDS`).
 */
export function paymentDetailsErrors(
  details: PaymentDetails,
  options: PaymentDetailsOptions,
): CheckoutErrors<PaymentDetails> {
  const ownAddress = !(details.sameAsShipping === true && options.hasShipping);
  return {
    ...(ownAddress && (options.hasShipping ? addressErrors(details) : billingOnlyErrors(details))),
    ...validateForm(
      { ...details },
      {
        taxId: [minTaxId],
        paymentMethod: [required, offered(options.paymentMethods)],
      },
    ),
  };
}

export function termsErrors(accepted: unknown): CheckoutErrors<{ acceptTerms: boolean }> {
  const message = acceptedTerms(accepted);
  return message ? { acceptTerms: message } : {};
}

export interface CheckoutValidationOptions {
  personal?: PersonalDetailsOptions;
  shippingMethods?: readonly string[];
  paymentMethods?: readonly string[];
  acceptTerms: unknown;
}

/**
 * Every section's errors, for a placement that arrives in one go (the no-JS form, a re-click after a reload):
 * the first section with an error, and its errors; undefined when the order may be placed.
 */
export function firstInvalidSection(
  details: CheckoutDetails,
  sections: readonly CheckoutSection[],
  options: CheckoutValidationOptions,
): { section: CheckoutSection; errors: Partial<Record<string, MessageKey>> } | undefined {
  const hasShipping = sections.includes('shipping');
  const check: Record<CheckoutSection, () => Partial<Record<string, MessageKey>>> = {
    personal: () => personalDetailsErrors(details.personalDetails, options.personal),
    listing: () => listingDetailsErrors(details.listingDetails),
    shipping: () => shippingDetailsErrors(details.shippingDetails, { shippingMethods: options.shippingMethods }),
    payment: () =>
      paymentDetailsErrors(details.paymentDetails, { hasShipping, paymentMethods: options.paymentMethods }),
    review: () => termsErrors(options.acceptTerms),
  };
  for (const section of sections) {
    const errors = check[section]();
    if (Object.keys(errors).length > 0) return { section, errors };
  }
  return undefined;
}
