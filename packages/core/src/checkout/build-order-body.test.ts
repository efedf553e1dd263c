import { describe, expect, it } from 'vitest';
import { hour, line } from '../cart/test-support/cart-lines.js';
import { orderFingerprintText } from '../order/canonical-json.js';
import { buildOrderBody, type OrderBodyInput } from './build-order-body.js';
import { validDetails } from './test-support/checkout-fixtures.js';

const orderId = '1780000000000-e8e739f4-92c9-4c6b-80e9-a2e9f4ff0067';
const flatrate = { method_code: 'flatrate', carrier_code: 'flatrate' };
const now = 1_780_000_060_000;

function input(over: Partial<OrderBodyInput> = {}): OrderBodyInput {
  return {
    orderId,
    now,
    items: [line({ server_item_id: 5, server_cart_id: 'abc', sgn: 'sig', prev_qty: 3, image: '/x.jpg' })],
    cartId: 'abc',
    details: validDetails(),
    shippingMethod: flatrate,
    paymentMethod: 'cashondelivery',
    ...over,
  };
}

const shippingAddress = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['Main Street', '12'],
  city: 'Springfield',
  postcode: '90210',
  country_id: 'US',
  region: 'California',
  region_code: 'CA',
  region_id: 0,
  telephone: '555 0100',
  email: 'jane@example.com',
};

describe('building the order body (contract 6.1)', () => {
  it('carries a guest cart of plain products with shipping, billing and methods', () => {
    expect(buildOrderBody(input())).toEqual({
      order_id: orderId,
      user_id: '',
      cart_id: 'abc',
      created_at: '2026-05-28T20:26:40.000Z',
      updated_at: '2026-05-28T20:27:40.000Z',
      products: [
        {
          sku: 'P1',
          qty: 1,
          price: 10,
          priceInclTax: 11.03,
          name: 'Spot 1',
          type_id: 'simple',
          server_item_id: 5,
          server_cart_id: 'abc',
          sgn: 'sig',
        },
      ],
      addressInformation: {
        shippingAddress,
        billingAddress: shippingAddress,
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'cashondelivery',
        payment_method_additional: {},
        shippingExtraFields: {},
      },
    });
  });

  it('names the customer and the store view, and maps the payment code as configured', () => {
    const body = buildOrderBody(
      input({ user: { id: 154 }, cartId: 278249, storeCode: 'de', paymentMethodsMapping: { cashondelivery: 'cod' } }),
    );
    expect(body).toMatchObject({ user_id: '154', cart_id: '278249', store_code: 'de' });
    expect(body.addressInformation.payment_method_code).toBe('cod');
    expect(buildOrderBody(input({ cartId: undefined })).cart_id).toBe('');
  });

  it('carries booking periods and the spot, and the listing details, for a parking booking', () => {
    const spot = line({ sku: 'SPOT-1', type_id: 'virtual', ...hour, spot_id: 9, is_monthly: false, sgn: 'offer' });
    const body = buildOrderBody(input({ items: [spot, line({ sku: 'P2' })] }));
    expect(body.products[0]).toMatchObject({ sku: 'SPOT-1', ...hour, is_monthly: false, spot_id: 9, sgn: 'offer' });
    expect(body.products[1]).not.toHaveProperty('is_monthly');
    expect(body.addressInformation.shippingExtraFields).toEqual({ listingDetails: validDetails().listingDetails });
    expect(body.addressInformation.shippingAddress).toBeDefined();
  });

  it('has no shipping address nor shipping method when nothing is shipped; billing uses its own fields', () => {
    const details = validDetails();
    details.paymentDetails = { ...details.paymentDetails, city: 'Billington', paymentMethod: 'vsfpaypal' };
    const spot = line({ sku: 'SPOT-1', type_id: 'virtual', ...hour, is_monthly: true });
    const body = buildOrderBody(
      input({ items: [spot], details, paymentMethod: 'vsfpaypal', shippingMethod: flatrate }),
    );
    expect(body.addressInformation).not.toHaveProperty('shippingAddress');
    expect(body.addressInformation).not.toHaveProperty('shipping_method_code');
    expect(body.addressInformation.billingAddress.city).toBe('Billington');
    expect(body.addressInformation.payment_method_code).toBe('vsfpaypal');
    expect(body.products[0]?.is_monthly).toBe(true);
  });

  it('stores a state chosen by its name (as the suggestions fill it) by its code and name', () => {
    const details = validDetails();
    details.shippingDetails = { ...details.shippingDetails, state: 'Illinois', city: 'Chicago' };
    const shipping = buildOrderBody(input({ details })).addressInformation.shippingAddress;
    expect(shipping).toMatchObject({ region: 'Illinois', region_code: 'IL', city: 'Chicago' });
  });

  it('gives billing its own address, company and tax ID when not the same as shipping', () => {
    const details = validDetails();
    details.paymentDetails = {
      ...details.paymentDetails,
      sameAsShipping: false,
      country: 'PL',
      state: ' dolnośląskie ',
      streetAddress: ' Dmowskiego ',
      apartmentNumber: '',
      city: 'Wrocław',
      zipCode: '51-169',
      phoneNumber: '',
      company: 'Divante',
      taxId: 'PL8951930748',
      paymentMethodAdditional: { orderID: 'X1' },
    };
    const body = buildOrderBody(input({ details }));
    expect(body.addressInformation.billingAddress).toEqual({
      firstname: 'Jane',
      lastname: 'Doe',
      street: ['Dmowskiego'],
      city: 'Wrocław',
      postcode: '51-169',
      country_id: 'PL',
      region: 'dolnośląskie',
      region_id: 0,
      email: 'jane@example.com',
      company: 'Divante',
      vat_id: 'PL8951930748',
    });
    expect(body.addressInformation.shippingAddress).toEqual(shippingAddress);
    expect(body.addressInformation.payment_method_additional).toEqual({ orderID: 'X1' });
  });

  it('adds company and tax ID to a billing address copied from shipping, leaving shipping alone', () => {
    const details = validDetails();
    details.paymentDetails = { ...details.paymentDetails, company: 'ACME', taxId: 'US123' };
    const body = buildOrderBody(input({ details }));
    expect(body.addressInformation.billingAddress).toEqual({ ...shippingAddress, company: 'ACME', vat_id: 'US123' });
    expect(body.addressInformation.shippingAddress).toEqual(shippingAddress);
  });

  it('is the same order when rebuilt later with the same id (a re-click after a reload)', () => {
    const first = buildOrderBody(input());
    const later = buildOrderBody(input({ now: now + 3_600_000 }));
    expect(later.updated_at).not.toBe(first.updated_at);
    expect(orderFingerprintText(later)).toBe(orderFingerprintText(first));
  });

  it('never carries the password or the create-account flag', () => {
    const details = validDetails();
    details.personalDetails = { ...details.personalDetails, password: 'secret-pass', createAccount: true };
    expect(JSON.stringify(buildOrderBody(input({ details })))).not.toContain('secret-pass');
  });
});
