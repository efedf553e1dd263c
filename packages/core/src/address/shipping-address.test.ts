import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../user/customer.js';
import { customerAddress } from '../user/test-support/customer-address.js';
import {
  addressFromFields,
  defaultShippingAddress,
  shippingAddressErrors,
  shippingAddressFields,
  withDefaultShipping,
  type ShippingAddressFields,
} from './shipping-address.js';

const filled: ShippingAddressFields = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: 'Main Street',
  houseNumber: '12',
  apartment: '',
  city: 'Springfield',
  country: 'US',
  region: 'CA',
  postcode: '90210',
  telephone: '',
};

const billing = customerAddress({
  id: 1,
  street: ['Office Road', '1'],
  city: 'Berlin',
  country_id: 'DE',
  postcode: '10115',
  default_billing: true,
});

describe('shipping address form', () => {
  it('passes a complete address; state, apartment and phone are optional', () => {
    expect(shippingAddressErrors(filled)).toEqual({});
    expect(shippingAddressErrors({ ...filled, country: 'DE', region: '' })).toEqual({});
  });

  it('answers the spec messages for missing and short values', () => {
    const errors = shippingAddressErrors({
      ...filled,
      firstname: 'A',
      lastname: '',
      street: ' ',
      houseNumber: '',
      city: '',
      postcode: '12',
    });
    expect(errors).toEqual({
      firstname: 'Name must have at least 2 letters.',
      lastname: 'Field is required',
      street: 'Field is required',
      houseNumber: 'Field is required',
      city: 'Field is required',
      postcode: 'Zip-code must have at least 3 letters.',
    });
    expect(shippingAddressErrors({ ...filled, country: '' }).country).toBe('Field is required');
  });

  it('takes a listed region by its name too, and stores it by its code', () => {
    expect(shippingAddressErrors({ ...filled, region: 'Illinois' })).toEqual({});
    expect(addressFromFields({ ...filled, region: 'illinois' }).region).toEqual({
      region_code: 'IL',
      region: 'Illinois',
      region_id: 0,
    });
  });

  it('refuses a region code that is not in the chosen country list', () => {
    expect(shippingAddressErrors({ ...filled, region: 'Bavaria' }).region).toBe('Field is required');
    expect(shippingAddressErrors({ ...filled, country: 'DE', region: 'Bavaria' }).region).toBeUndefined();
  });
});

describe('address from the form', () => {
  it('puts street, house number and apartment in street lines and the listed region with code and name', () => {
    expect(addressFromFields({ ...filled, apartment: ' 4B ', telephone: ' 555 ' })).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['Main Street', '12', '4B'],
      city: 'Springfield',
      country_id: 'US',
      postcode: '90210',
      region_id: 0,
      region: { region_code: 'CA', region: 'California', region_id: 0 },
      telephone: '555',
    });
  });

  it('keeps a free-text region for countries without a list, and none when empty', () => {
    const de = addressFromFields({ ...filled, country: 'DE', region: 'Bayern' });
    expect(de.region).toEqual({ region_code: null, region: 'Bayern', region_id: 0 });
    expect(de.street).toEqual(['Main Street', '12']);
    expect(de.telephone).toBeUndefined();
    expect(addressFromFields({ ...filled, country: 'DE', region: '' }).region).toBeUndefined();
  });

  it('reads a saved address back into the same form', () => {
    const customer = { firstname: 'X', lastname: 'Y', addresses: [withId(addressFromFields(filled))] };
    expect(shippingAddressFields(customer, 'DE')).toEqual(filled);
    const withApartment = addressFromFields({ ...filled, country: 'DE', region: 'Bayern', apartment: '3' });
    expect(shippingAddressFields({ ...customer, addresses: [withId(withApartment)] }, 'US')).toMatchObject({
      country: 'DE',
      region: 'Bayern',
      apartment: '3',
    });
  });

  it('starts from the customer name and the shop country when there is no shipping address', () => {
    expect(shippingAddressFields({ firstname: 'Ada', lastname: 'L', addresses: [billing] }, 'US')).toMatchObject({
      firstname: 'Ada',
      lastname: 'L',
      street: '',
      country: 'US',
    });
  });
});

function withId(address: CustomerAddress): CustomerAddress {
  return { ...address, id: 9, customer_id: 7, default_shipping: true };
}

describe('default shipping address', () => {
  it('is found by its flag or by the customer default_shipping id', () => {
    const shipping = { ...billing, id: 2, default_billing: false };
    expect(defaultShippingAddress({ addresses: [billing, { ...shipping, default_shipping: true }] })?.id).toBe(2);
    expect(defaultShippingAddress({ addresses: [billing, shipping], default_shipping: '2' })?.id).toBe(2);
    expect(defaultShippingAddress({ addresses: [billing] })).toBeUndefined();
  });

  it('joins the list when there is none, keeping the other addresses', () => {
    const address = addressFromFields(filled);
    expect(withDefaultShipping({ addresses: [billing] }, address)).toEqual([
      billing,
      { ...address, default_shipping: true },
    ]);
  });

  it('replaces the current one in place, keeping its id, owner and billing flag', () => {
    const current = { ...billing, id: 2, street: ['Old', '1'], default_shipping: true, default_billing: true };
    const other = { ...billing, id: 3, default_billing: false };
    const address = addressFromFields(filled);
    expect(withDefaultShipping({ addresses: [other, current] }, address)).toEqual([
      other,
      { ...address, id: 2, customer_id: 7, default_billing: true, default_shipping: true },
    ]);
  });

  it('leaves exactly one default shipping address', () => {
    const flagged = [
      { ...billing, id: 2, default_shipping: true },
      { ...billing, id: 3, default_shipping: true },
    ];
    const saved = withDefaultShipping({ addresses: flagged }, addressFromFields(filled));
    expect(saved.filter((address) => address.default_shipping).map((address) => address.id)).toEqual([2]);
  });
});
