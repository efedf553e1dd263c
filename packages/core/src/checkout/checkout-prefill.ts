import { defaultShippingAddress } from '../address/default-shipping-address.js';
import { regionsOf } from '../address/regions.js';
import type { Customer, CustomerAddress } from '../user/customer.js';
import type { CheckoutAddress, ListingDetails, PersonalDetails, ShippingDetails } from './checkout-details.js';

/** A saved Magento address as checkout fields: the first street line, the rest as house/apartment number. */
export function checkoutAddressFrom(address: CustomerAddress): CheckoutAddress {
  const [streetAddress = '', ...rest] = address.street;
  const listed = regionsOf(address.country_id);
  const region = address.region;
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    country: address.country_id,
    streetAddress,
    apartmentNumber: rest.filter((line) => line.trim() !== '').join(' '),
    city: address.city,
    state:
      listed.length > 0
        ? (listed.find((entry) => entry.code === region?.region_code || entry.name === region?.region)?.code ?? '')
        : (region?.region ?? ''),
    region_id: region?.region_id ?? address.region_id ?? 0,
    zipCode: address.postcode,
    phoneNumber: address.telephone ?? '',
  };
}

/**
 * 'Ship to my default address': the logged-in customer's default shipping address as shipping details, keeping the
 * method already chosen; undefined when the customer has none saved (the option is then not offered).
 */
export function shippingDetailsFromCustomer(
  customer: Pick<Customer, 'addresses' | 'default_shipping'>,
  shippingMethod = '',
): ShippingDetails | undefined {
  const address = defaultShippingAddress(customer);
  return address ? { ...checkoutAddressFrom(address), shippingMethod } : undefined;
}

/** Personal details of a logged-in customer: name and e-mail from the account, no account to create. */
export function personalDetailsFromCustomer(
  customer: Pick<Customer, 'firstname' | 'lastname' | 'email'>,
): PersonalDetails {
  return {
    firstName: customer.firstname,
    lastName: customer.lastname,
    emailAddress: customer.email,
    password: '',
    createAccount: false,
  };
}

function filled(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * Listing details prefilled (see docs/behaviour.md#checkout-and-orders): the driver's name from the personal
 * details, the phone from the shipping details (or the customer's address); what the shopper already typed there
 * wins. The e-mail is always the personal details' and the address and intersection always the spot's (from its
 * catalogue document): the shopper does not type them in this step.
 */
export function listingDetailsFromSpot(
  spot: Record<string, unknown> | undefined,
  personal: Pick<PersonalDetails, 'firstName' | 'lastName' | 'emailAddress'>,
  current: Partial<ListingDetails> = {},
  phoneNumber = '',
): ListingDetails {
  const pick = (typed: string | undefined, prefill: unknown) =>
    filled(typed) !== '' ? (typed ?? '') : filled(prefill);
  return {
    firstName: pick(current.firstName, personal.firstName),
    lastName: pick(current.lastName, personal.lastName),
    emailAddress: filled(personal.emailAddress) || filled(current.emailAddress),
    phoneNo: pick(current.phoneNo, phoneNumber),
    address: filled(spot?.address) || filled(current.address),
    intersection: filled(spot?.intersection) || filled(current.intersection),
    vehiclePlate: filled(current.vehiclePlate),
    plateCountry: filled(current.plateCountry),
  };
}

/** The address fields a shopper types (the country and the method come preset, so they do not count). */
const TYPED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'streetAddress',
  'apartmentNumber',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
] as const satisfies readonly (keyof CheckoutAddress)[];

/** True when no address field a shopper types holds anything yet. */
export function isUntypedAddress(address: CheckoutAddress): boolean {
  return TYPED_ADDRESS_FIELDS.every((field) => address[field].trim() === '');
}

/** True when `address` is `saved` (every address field the same), as 'Ship to my default address' fills it. */
export function isSameAddress(address: CheckoutAddress, saved: CheckoutAddress): boolean {
  return [...TYPED_ADDRESS_FIELDS, 'country' as const].every((field) => address[field] === saved[field]);
}

/**
 * Shipping details prefilled when the Shipping section opens (see docs/behaviour.md#checkout-and-orders): a
 * logged-in customer's default shipping address when nothing is typed there yet, else the first and last name of
 * the personal details in those fields while they are empty. What the shopper typed always wins; the method stays.
 */
export function shippingDetailsPrefill(
  current: ShippingDetails,
  personal: Pick<PersonalDetails, 'firstName' | 'lastName'>,
  defaultAddress?: CheckoutAddress,
): ShippingDetails {
  if (defaultAddress && isUntypedAddress(current)) return { ...defaultAddress, shippingMethod: current.shippingMethod };
  return {
    ...current,
    firstName: current.firstName.trim() !== '' ? current.firstName : personal.firstName.trim(),
    lastName: current.lastName.trim() !== '' ? current.lastName : personal.lastName.trim(),
  };
}
