import { describe, expect, it } from 'vitest';
import type { Customer } from '../user/customer.js';
import {
  checkoutAddressFrom,
  listingDetailsFromSpot,
  personalDetailsFromCustomer,
  shippingDetailsFromCustomer,
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
    expect(listingDetailsFromSpot(spot, person, {}, '555 0100')).toEqual({
      ...person,
      phoneNo: '555 0100',
      address: '120 Oak Avenue, Springfield',
      intersection: 'Oak Avenue & Pine Road',
    });
  });

  it('never overwrites what the shopper typed, and leaves unknown values empty', () => {
    expect(listingDetailsFromSpot(spot, person, { address: 'Gate 2', phoneNo: '123' })).toMatchObject({
      address: 'Gate 2',
      phoneNo: '123',
      intersection: 'Oak Avenue & Pine Road',
    });
    expect(listingDetailsFromSpot(undefined, person, { firstName: '  ' })).toEqual({
      ...person,
      phoneNo: '',
      address: '',
      intersection: '',
    });
    expect(listingDetailsFromSpot({ address: 42, intersection: { x: 1 } }, person).intersection).toBe('');
  });
});
