import type { ListingDetails } from '../order/order-body.js';

export type { ListingDetails };

/** docs/behaviour.md#entities: personalDetails. The password is kept only while the checkout runs. */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
  createAccount: boolean;
}

/** The address fields shippingDetails and paymentDetails share (see docs/behaviour.md#entities). */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  /** ISO country code (`country_id`). */
  country: string;
  streetAddress: string;
  /** House or apartment number: the second street line. */
  apartmentNumber: string;
  city: string;
  /** The region's code when the country has a list of regions, else the shopper's free text. */
  state: string;
  region_id: number;
  zipCode: string;
  phoneNumber: string;
}

/** docs/behaviour.md#entities: shippingDetails; `shippingMethod` is the chosen method's `method_code`. */
export interface ShippingDetails extends CheckoutAddress {
  shippingMethod: string;
}

/**
 * docs/behaviour.md#entities: paymentDetails. `sameAsShipping` (VSF's "use my shipping address") is ours: when set, the billing
 * address is the shipping address and the address fields here are not asked for.
 */
export interface PaymentDetails extends CheckoutAddress {
  company: string;
  taxId: string;
  paymentMethod: string;
  paymentMethodAdditional: Record<string, unknown>;
  sameAsShipping: boolean;
}

export interface CheckoutDetails {
  personalDetails: PersonalDetails;
  listingDetails: ListingDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
}

/** An address with nothing typed in it. */
export const EMPTY_CHECKOUT_ADDRESS: Readonly<CheckoutAddress> = {
  firstName: '',
  lastName: '',
  country: '',
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  state: '',
  region_id: 0,
  zipCode: '',
  phoneNumber: '',
};

/** What an untouched checkout starts with: the shop's default country and methods, nothing typed yet. */
export function emptyCheckoutDetails(defaults: {
  country: string;
  shippingMethod: string;
  paymentMethod: string;
}): CheckoutDetails {
  return {
    personalDetails: { firstName: '', lastName: '', emailAddress: '', password: '', createAccount: false },
    listingDetails: {
      firstName: '',
      lastName: '',
      emailAddress: '',
      phoneNo: '',
      address: '',
      intersection: '',
      vehiclePlate: '',
      plateCountry: defaults.country,
    },
    shippingDetails: { ...EMPTY_CHECKOUT_ADDRESS, country: defaults.country, shippingMethod: defaults.shippingMethod },
    paymentDetails: {
      ...EMPTY_CHECKOUT_ADDRESS,
      country: defaults.country,
      company: '',
      taxId: '',
      paymentMethod: defaults.paymentMethod,
      paymentMethodAdditional: {},
      sameAsShipping: true,
    },
  };
}
