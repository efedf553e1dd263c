import { describe, expect, it } from 'vitest';
import type { Customer } from '../user/customer.js';
import { EMPTY_CHECKOUT_ADDRESS } from './checkout-details.js';
import {
  checkoutAddressFrom,
  isSameAddress,
  isUntypedAddress,
  listingDetailsFromSpot,
  personalDetailsFromCustomer,
  shippingDetailsFromCustomer,
  shippingDetailsPrefill,
} from './checkout-prefill.js';

const saved = {
  id: 3,
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['Main Street', '12', 'Apt 4'],
  city: 'Springfield',
  country_id: 'US',
  postcode: '90210',
  region: { region_code: 'CA', region: 'California', region_id: 12 },
  telephone: '555 0100',
  default_shipping: true,
};

describe('ship to my default address', () => {
  it('fills the shipping details from the default address, keeping the chosen method', () => {
    expect(shippingDetailsFromCustomer({ addresses: [saved] }, 'flatrate')).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      country: 'US',
      streetAddress: 'Main Street',
      apartmentNumber: '12 Apt 4',
      city: 'Springfield',
      state: 'CA',
      region_id: 12,
      zipCode: '90210',
      phoneNumber: '555 0100',
      shippingMethod: 'flatrate',
    });
  });

  it('finds the default by the customer id reference, and answers nothing without one', () => {
    const other = { ...saved, id: 4, default_shipping: false, city: 'Elsewhere' };
    const byId = { addresses: [{ ...saved, default_shipping: false }, other], default_shipping: '4' };
    expect(shippingDetailsFromCustomer(byId)?.city).toBe('Elsewhere');
    expect(shippingDetailsFromCustomer({ addresses: [{ ...saved, default_shipping: false }] })).toBeUndefined();
  });

  it('keeps free-text regions of countries without a list, and matches listed regions by name', () => {
    const pl = { ...saved, country_id: 'PL', region: { region_code: null, region: 'dolnośląskie', region_id: 0 } };
    expect(checkoutAddressFrom(pl).state).toBe('dolnośląskie');
    const byName = {
      ...saved,
      region: { region_code: null, region: 'California', region_id: 0 },
      telephone: undefined,
    };
    expect(checkoutAddressFrom(byName)).toMatchObject({ state: 'CA', phoneNumber: '' });
  });
});

describe('personal details of a logged-in customer', () => {
  it('come from the account, with no account to create', () => {
    const customer = { firstname: 'Jane', lastname: 'Doe', email: 'jane@example.com' } as Customer;
    expect(personalDetailsFromCustomer(customer)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      emailAddress: 'jane@example.com',
      password: '',
      createAccount: false,
    });
  });
});

describe('listing details prefill', () => {
  const spot = { sku: 'SPOT-1', address: '120 Oak Avenue, Springfield', intersection: 'Oak Avenue & Pine Road' };
  const person = { firstName: 'Jane', lastName: 'Doe', emailAddress: 'jane@example.com' };

  it('takes the address and intersection from the spot and the driver from the personal details', () => {
    expect(listingDetailsFromSpot(spot, person, { plateCountry: 'US' }, '555 0100')).toEqual({
      ...person,
      phoneNo: '555 0100',
      address: '120 Oak Avenue, Springfield',
      intersection: 'Oak Avenue & Pine Road',
      vehiclePlate: '',
      plateCountry: 'US',
    });
  });

  it("never overwrites the driver the shopper typed, but the address is always the spot's and the e-mail the shopper's", () => {
    expect(
      listingDetailsFromSpot(spot, person, {
        firstName: 'Max',
        address: 'Gate 2',
        emailAddress: 'old@example.com',
        phoneNo: '123',
        vehiclePlate: '7ABC123',
      }),
    ).toMatchObject({
      firstName: 'Max',
      address: '120 Oak Avenue, Springfield',
      emailAddress: 'jane@example.com',
      phoneNo: '123',
      vehiclePlate: '7ABC123',
      intersection: 'Oak Avenue & Pine Road',
    });
    expect(listingDetailsFromSpot(undefined, person, { firstName: '  ' })).toEqual({
      ...person,
      phoneNo: '',
      address: '',
      intersection: '',
      vehiclePlate: '',
      plateCountry: '',
    });
    expect(listingDetailsFromSpot({ address: 42, intersection: { x: 1 } }, person).intersection).toBe('');
  });
});

describe('shipping details prefill', () => {
  const empty = { ...EMPTY_CHECKOUT_ADDRESS, country: 'US', shippingMethod: 'flatrate' };
  const person = { firstName: 'Jane', lastName: 'Doe' };

  it('carries the names typed in Personal details into empty name fields', () => {
    expect(shippingDetailsPrefill(empty, person)).toEqual({ ...empty, firstName: 'Jane', lastName: 'Doe' });
  });

  it('never overwrites a name the shopper typed there', () => {
    const typed = { ...empty, firstName: 'John', city: 'Chicago' };
    expect(shippingDetailsPrefill(typed, person)).toEqual({ ...typed, lastName: 'Doe' });
  });

  it("fills a customer's default address into an untyped address, keeping the chosen method", () => {
    const address = checkoutAddressFrom(saved);
    expect(shippingDetailsPrefill(empty, person, address)).toEqual({ ...address, shippingMethod: 'flatrate' });
    expect(isSameAddress(shippingDetailsPrefill(empty, person, address), address)).toBe(true);
  });

  it('keeps a typed address over the default address', () => {
    const typed = { ...empty, streetAddress: '1 Lake Shore Drive' };
    const prefilled = shippingDetailsPrefill(typed, person, checkoutAddressFrom(saved));
    expect(prefilled).toEqual({ ...typed, firstName: 'Jane', lastName: 'Doe' });
    expect(isUntypedAddress(typed)).toBe(false);
    expect(isUntypedAddress(empty)).toBe(true);
  });
});
