import { describe, expect, it } from 'vitest';
import { parseOrderBody } from '@storefront/core';
import { sampleOrder as sample, type SampleOrder } from './test-support/sample-orders.js';

describe('the order body schema', () => {
  it.each(['testOrderAnon', 'testOrderAuth'] as const)('accepts the VSF sample %s as it is', (name) => {
    const parsed = parseOrderBody(sample(name), 200);
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
  });

  it('keeps the catalogue fields of a product', () => {
    const parsed = parseOrderBody(sample('testOrderAuth'), 200);
    expect(parsed.ok && parsed.body.products[0]!.configurable_children).toBeInstanceOf(Array);
  });

  it("accepts what VSF1's checkout builds: an empty or missing apartment number, missing parts as null, qty as digits", () => {
    const body = sample('testOrderAnon');
    const info = body.addressInformation;
    info.shippingAddress.street = ['Main Street 1', ''];
    info.billingAddress = { ...info.billingAddress, street: ['Main Street 1', null], company: null, vat_id: null };
    info.shippingExtraFields = null;
    info.payment_method_additional = null;
    body.products[0].qty = '2';
    body.products[0].priceInclTax = null;
    const parsed = parseOrderBody(body, 200);
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    expect(parsed.ok && parsed.body.addressInformation.shippingAddress?.street).toEqual(['Main Street 1']);
    expect(parsed.ok && parsed.body.products[0]!.qty).toBe(2);
    // A street of empty lines is still no street.
    info.shippingAddress.street = ['', null];
    expect(!parseOrderBody(body, 200).ok && parseOrderBody(body, 200)).toMatchObject({
      errors: [{ path: 'addressInformation.shippingAddress.street' }],
    });
  });

  it('checks every product, not only the first', () => {
    const body = sample('testOrderAuth');
    body.products[3]!.qty = 0;
    body.products[6]!.sku = '';
    const parsed = parseOrderBody(body, 200);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && [...new Set(parsed.errors.map((e) => e.path))]).toEqual(['products.3.qty', 'products.6.sku']);
  });

  it.each([
    ['no products', (b: SampleOrder) => (b.products = []), 'products'],
    ['an unknown root field', (b: SampleOrder) => (b.hacked = true), ''],
    [
      'a name without letters',
      (b: SampleOrder) => (b.addressInformation.billingAddress.firstname = '123'),
      'addressInformation.billingAddress.firstname',
    ],
    [
      'a short postcode',
      (b: SampleOrder) => (b.addressInformation.shippingAddress.postcode = '1'),
      'addressInformation.shippingAddress.postcode',
    ],
    [
      'no street to ship to',
      (b: SampleOrder) => (b.addressInformation.shippingAddress.street = []),
      'addressInformation.shippingAddress.street',
    ],
    [
      'no payment method',
      (b: SampleOrder) => delete b.addressInformation.payment_method_code,
      'addressInformation.payment_method_code',
    ],
    ['a negative price', (b: SampleOrder) => (b.products[0].price = -1), 'products.0.price'],
    ['a fractional quantity', (b: SampleOrder) => (b.products[0].qty = 1.5), 'products.0.qty'],
    [
      'a bad e-mail',
      (b: SampleOrder) => (b.addressInformation.billingAddress.email = 'nobody'),
      'addressInformation.billingAddress.email',
    ],
    ['a bad booking date', (b: SampleOrder) => (b.products[0].book_from = 'tomorrow'), 'products.0.book_from'],
    ['a bad order id', (b: SampleOrder) => (b.order_id = '../../etc'), 'order_id'],
  ])('refuses %s with a readable error', (_what, spoil, path) => {
    const body = sample('testOrderAnon');
    spoil(body);
    const parsed = parseOrderBody(body, 200);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.map((e) => e.path)).toContain(path);
      for (const error of parsed.errors) expect(error.message.length).toBeGreaterThan(3);
    }
  });

  it('lets a billing address name no street and no city (the API asks them of an order it ships)', () => {
    const body = sample('testOrderAnon');
    body.addressInformation.billingAddress.street = [];
    body.addressInformation.billingAddress.city = '';
    const parsed = parseOrderBody(body, 200);
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    body.addressInformation.billingAddress.city = '  ';
    expect(parseOrderBody(body, 200).ok).toBe(false);
  });

  it.each([null, [], 'order', 42])('refuses a body that is not an object (%j)', (body) => {
    expect(parseOrderBody(body, 200).ok).toBe(false);
  });

  it('refuses more lines than a cart may hold', () => {
    const body = sample('testOrderAnon');
    body.products = Array.from({ length: 3 }, () => body.products[0]);
    expect(parseOrderBody(body, 2).ok).toBe(false);
  });
});
