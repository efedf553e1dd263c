import type { z } from 'zod/mini';
import type { Customer, CustomerAddress } from '../user/customer.js';
import { formErrors, type FormErrors } from '../contract/form-fields.js';
import { shippingAddressFormSchema } from '../contract/user-forms.js';
import { defaultShippingAddress } from './default-shipping-address.js';
import { findRegion, regionsOf } from './regions.js';

export { defaultShippingAddress };

/** The shipping-details form as the shopper fills it; every value a string, as inputs give them. */
export type ShippingAddressFields = z.input<typeof shippingAddressFormSchema>;

/** The shipping-details form's messages (its rules are `shippingAddressFormSchema`'s). */
export function shippingAddressErrors(fields: ShippingAddressFields): FormErrors<ShippingAddressFields> {
  return formErrors(shippingAddressFormSchema, fields);
}

/** What the form starts with: the saved default shipping address, else the customer's name and the shop's country. */
export function shippingAddressFields(
  customer: Pick<Customer, 'addresses' | 'default_shipping' | 'firstname' | 'lastname'>,
  defaultCountry: string,
): ShippingAddressFields {
  const address = defaultShippingAddress(customer);
  if (!address)
    return {
      firstname: customer.firstname,
      lastname: customer.lastname,
      street: '',
      houseNumber: '',
      apartment: '',
      city: '',
      country: defaultCountry,
      region: '',
      postcode: '',
      telephone: '',
    };
  const [street = '', houseNumber = '', ...rest] = address.street;
  const listed = regionsOf(address.country_id);
  const region = address.region;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street,
    houseNumber,
    apartment: rest.join(' '),
    city: address.city,
    country: address.country_id,
    region:
      listed.length > 0
        ? (listed.find((entry) => entry.code === region?.region_code || entry.name === region?.region)?.code ?? '')
        : (region?.region ?? ''),
    postcode: address.postcode,
    telephone: address.telephone ?? '',
  };
}

/**
 * The form as a Magento address. `street` holds street name, house number and, when given, the apartment: the API
 * requires at least two non-empty lines (see docs/api.md#accounts). `region_id` 0 is the tax rules' "any region" (see docs/behaviour.md#prices-and-taxes), since the region lists carry codes and names but no Magento ids.
 */
export function addressFromFields(fields: ShippingAddressFields): CustomerAddress {
  const trimmed = (value: string) => value.trim();
  const listed = findRegion(fields.country, fields.region);
  const regionText = trimmed(fields.region);
  const address: CustomerAddress = {
    firstname: trimmed(fields.firstname),
    lastname: trimmed(fields.lastname),
    street: [fields.street, fields.houseNumber, fields.apartment].map(trimmed).filter((line) => line !== ''),
    city: trimmed(fields.city),
    country_id: fields.country,
    postcode: trimmed(fields.postcode),
    region_id: 0,
  };
  if (listed) address.region = { region_code: listed.code, region: listed.name, region_id: 0 };
  else if (regionText !== '') address.region = { region_code: null, region: regionText, region_id: 0 };
  if (trimmed(fields.telephone) !== '') address.telephone = trimmed(fields.telephone);
  return address;
}

/**
 * The customer's addresses with `address` as the default shipping one: it replaces the current default shipping
 * address (keeping that address's id, so the API updates it rather than adding one), or joins the list.
 */
export function withDefaultShipping(
  customer: Pick<Customer, 'addresses' | 'default_shipping'>,
  address: CustomerAddress,
): CustomerAddress[] {
  const current = defaultShippingAddress(customer);
  const saved: CustomerAddress = {
    ...address,
    ...(current?.id !== undefined && { id: current.id }),
    ...(current?.customer_id !== undefined && { customer_id: current.customer_id }),
    ...(current?.default_billing !== undefined && { default_billing: current.default_billing }),
    default_shipping: true,
  };
  const addresses = customer.addresses.map((entry) =>
    entry === current ? saved : entry.default_shipping ? { ...entry, default_shipping: false } : entry,
  );
  return current ? addresses : [...addresses, saved];
}
