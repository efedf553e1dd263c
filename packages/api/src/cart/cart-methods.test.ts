import { describe, expect, it } from 'vitest';
import { startedForFile } from '../test-support/started-for-tests.js';
import { addItem, cartCall, collectTotals, guestCart, startCartApi } from './test-support/start-cart-api.js';

const api = startedForFile(() => startCartApi());

const address = { countryId: 'US', firstname: 'Ada', lastname: 'L', city: 'X', postcode: '12345', street: ['1', ''] };

/** A guest cart holding one mug (a physical line: shipping applies). */
async function guestCartWithAMug(): Promise<string> {
  const cartId = await guestCart(api());
  await addItem(api(), { cartId }, { sku: 'MUG', qty: 1 });
  return cartId;
}

/** Sends the shipping information: `address` to ship to, with the given methods (and billing address). */
const shippingInformation = (cartId: string, information: Record<string, unknown>) =>
  cartCall(
    api(),
    'shipping-information',
    { cartId },
    { addressInformation: { shippingAddress: address, ...information } },
  );
const FLAT_RATE = { shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' };

describe('payment and shipping methods', () => {
  it('offers cash on delivery, except for a cart of only virtual lines, and the payment button', async () => {
    const cartId = await guestCart(api());
    await addItem(api(), { cartId }, { sku: 'EBOOK', qty: 1 });
    const virtual = await cartCall(api(), 'payment-methods', { cartId });
    expect(virtual.body).toEqual({ code: 200, result: [{ code: 'vsfpaypal', title: 'Paypal' }] });
    expect(virtual.headers.get('cache-control')).toBe('no-cache, no-store');
    await addItem(api(), { cartId }, { sku: 'MUG', qty: 1 });
    expect((await cartCall(api(), 'payment-methods', { cartId })).body.result).toEqual([
      { code: 'cashondelivery', title: 'Cash on delivery' },
      { code: 'vsfpaypal', title: 'Paypal' },
    ]);
  });

  it('estimates the configured methods for an address, and asks for the address first', async () => {
    const cartId = await guestCart(api());
    const missing = await cartCall(api(), 'shipping-methods', { cartId }, {});
    expect(missing.body).toEqual({ code: 400, result: 'No address element provided within the request body' });
    const methods = await cartCall(api(), 'shipping-methods', { cartId }, { address: { country_id: 'US' } });
    expect(methods.body.result).toEqual([
      {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Flat Rate',
        method_title: 'Standard',
        amount: 4.95,
        base_amount: 4.95,
        available: true,
        error_message: '',
        price_excl_tax: 4.95,
        price_incl_tax: 4.95,
      },
      expect.objectContaining({ method_code: 'express', method_title: 'Express', price_incl_tax: 9.95 }),
      expect.objectContaining({ method_code: 'pickup', method_title: 'Pick-up', price_incl_tax: 0 }),
    ]);
  });

  it('ships Standard for nothing once the cart reaches $50, in the methods and in the totals', async () => {
    const cartId = await guestCart(api());
    await addItem(api(), { cartId }, { sku: 'MUG', qty: 4 });
    const below = await cartCall(api(), 'shipping-methods', { cartId }, { address: { country_id: 'US' } });
    expect(below.body.result[0]).toMatchObject({ method_code: 'flatrate', amount: 4.95, price_incl_tax: 4.95 });
    await addItem(api(), { cartId }, { sku: 'MUG', qty: 1 });
    const [standard, express] = (
      await cartCall(api(), 'shipping-methods', { cartId }, { address: { country_id: 'US' } })
    ).body.result;
    expect(standard).toMatchObject({ method_code: 'flatrate', amount: 0, price_excl_tax: 0, price_incl_tax: 0 });
    expect(express).toMatchObject({ method_code: 'express', price_incl_tax: 9.95 });
    const info = await shippingInformation(cartId, FLAT_RATE);
    expect(info.body.result.totals).toMatchObject({
      subtotal_incl_tax: 55.15,
      shipping_incl_tax: 0,
      grand_total: 55.15,
    });
    expect((await cartCall(api(), 'totals', { cartId })).body.result.grand_total).toBe(55.15);
  });

  it('stores the shipping information and answers payment methods and totals with shipping', async () => {
    const cartId = await guestCartWithAMug();
    const missing = await cartCall(api(), 'shipping-information', { cartId }, {});
    expect(missing.body).toEqual({ code: 400, result: 'No address element provided within the request body' });
    const wrong = await shippingInformation(cartId, { shippingCarrierCode: 'ups', shippingMethodCode: 'air' });
    expect(wrong.status).toBe(400);
    const info = await shippingInformation(cartId, { billingAddress: address, ...FLAT_RATE });
    expect(info.status).toBe(200);
    expect(info.body.result.payment_methods).toEqual([
      { code: 'cashondelivery', title: 'Cash on delivery' },
      { code: 'vsfpaypal', title: 'Paypal' },
    ]);
    expect(info.body.result.totals).toMatchObject({
      shipping_amount: 4.95,
      shipping_incl_tax: 4.95,
      grand_total: 15.98,
    });
    expect(info.body.result.totals.total_segments).toContainEqual({
      code: 'shipping',
      title: 'Shipping & Handling (Standard)',
      value: 4.95,
    });
    expect((await cartCall(api(), 'totals', { cartId })).body.result.grand_total).toBe(15.98);
  });

  it('collects totals for chosen methods, and asks for them first', async () => {
    const cartId = await guestCartWithAMug();
    const missing = await cartCall(api(), 'collect-totals', { cartId }, {});
    expect(missing.body).toEqual({
      code: 400,
      result: 'No shipping and payment methods element provided within the request body',
    });
    const badPayment = await collectTotals(api(), { cartId }, 'bitcoin');
    expect(badPayment.status).toBe(400);
    const totals = await collectTotals(api(), { cartId }, 'cashondelivery');
    expect(totals.body.result).toMatchObject({ grand_total: 15.98, shipping_amount: 4.95 });
  });
});
