import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { simple } from '../product/test-support/fixtures.js';
import type { CartItem } from './cart-item.js';
import { addCartLine, bookingPriceInclTax, cartLineFromProduct, productsToAdd, toCartQty } from './cart-line.js';
import { sameBookingIdentity } from './server-cart-item.js';

const FROM = '2026-12-01T09:00:00.000Z';
const TO = '2026-12-01T10:00:00.000Z';

function line(fields: Partial<CartItem> & { sku: string }): CartItem {
  return { name: fields.sku, qty: 1, price: 10, priceInclTax: 11.03, is_monthly: false, type_id: 'simple', ...fields };
}

describe('bookingPriceInclTax', () => {
  it('adds 10.25 % and rounds to two decimals', () => {
    expect(bookingPriceInclTax(100, 10.25)).toBe(110.25);
    expect(bookingPriceInclTax(10, 10.25)).toBe(11.03); // 11.025 rounds half up
    expect(bookingPriceInclTax(19.99, 10.25)).toBe(22.04); // 22.039…
    expect(bookingPriceInclTax(0, 10.25)).toBe(0);
  });

  it('uses the configured rate', () => {
    expect(bookingPriceInclTax(100, 20)).toBe(120);
  });
});

describe('toCartQty', () => {
  it('turns a string quantity into an integer', () => {
    expect(toCartQty('2')).toBe(2);
    expect(toCartQty('3.7')).toBe(3);
    expect(toCartQty(4)).toBe(4);
    expect(toCartQty(2.9)).toBe(2);
  });

  it('gives null for what is no number', () => {
    for (const value of ['', 'abc', undefined, null, Number.NaN, Infinity, {}]) expect(toCartQty(value)).toBeNull();
  });
});

describe('cartLineFromProduct', () => {
  const product = simple({ sku: 'P1', name: 'Tee', price: 20, final_price: 18, image: '/t.jpg' });

  it('uses the caller price, forces qty 1 and adds the booking tax', () => {
    const built = cartLineFromProduct({ ...product, qty: 5 } as ProductDocument, { price: 100 }, 10.25);
    expect(built).toEqual({
      sku: 'P1',
      name: 'Tee',
      qty: 1,
      price: 100,
      priceInclTax: 110.25,
      is_monthly: false,
      type_id: 'simple',
      final_price: 18,
      regular_price: 20,
      image: '/t.jpg',
    });
  });

  it('carries the booking period, mode, spot and signature', () => {
    const built = cartLineFromProduct(
      simple({ sku: 'SPOT-1', type_id: 'virtual' }),
      { price: 4, book_from: FROM, book_to: TO, is_monthly: true, spot_id: 7, sgn: 'abc' },
      10.25,
    );
    expect(built).toMatchObject({ book_from: FROM, book_to: TO, is_monthly: true, spot_id: 7, sgn: 'abc' });
    expect(built.priceInclTax).toBe(4.41);
  });

  it('keeps the parent sku of a configured product and its options', () => {
    const option = { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 5 }] } };
    const built = cartLineFromProduct(
      { ...simple({ sku: 'TEE-RED-M', type_id: 'configurable' }), parentSku: 'TEE' },
      { price: 10, product_option: option },
      10.25,
    );
    expect(built.parentSku).toBe('TEE');
    expect(built.product_option).toEqual(option);
  });

  it('prices an unknown price at 0 (the add check refuses it)', () => {
    expect(cartLineFromProduct(product, { price: null }, 10.25)).toMatchObject({ price: 0, priceInclTax: 0 });
  });
});

describe('productsToAdd', () => {
  const a = simple({ sku: 'A' });
  const b = simple({ sku: 'B' });

  it('adds a grouped product as its associated children', () => {
    const grouped = simple({
      sku: 'G',
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_sku: 'A', product: a },
        { link_type: 'related', linked_product_sku: 'X' },
        { link_type: 'associated', linked_product_sku: 'B' },
        { link_type: 'associated', linked_product_sku: 'MISSING' },
      ],
    });
    expect(productsToAdd(grouped, [b]).map((p) => p.sku)).toEqual(['A', 'B']);
  });

  it('uses the given children when the grouped product has no links', () => {
    expect(productsToAdd(simple({ sku: 'G', type_id: 'grouped' }), [a, b]).map((p) => p.sku)).toEqual(['A', 'B']);
  });

  it('adds any other product as itself', () => {
    expect(productsToAdd(a, [b])).toEqual([a]);
  });
});

describe('sameBookingIdentity and addCartLine', () => {
  const base = line({ sku: 'S', book_from: FROM, book_to: TO });

  it('matches on sku, monthly flag, start and end', () => {
    expect(sameBookingIdentity(base, { ...base, price: 99, qty: 5 } as CartItem)).toBe(true);
    expect(sameBookingIdentity(base, { ...base, sku: 'T' })).toBe(false);
    expect(sameBookingIdentity(base, { ...base, is_monthly: true })).toBe(false);
    expect(sameBookingIdentity(base, { ...base, book_from: TO })).toBe(false);
    expect(sameBookingIdentity(base, { ...base, book_to: '2026-12-02T10:00:00.000Z' })).toBe(false);
    expect(sameBookingIdentity(line({ sku: 'P' }), line({ sku: 'P' }))).toBe(true);
  });

  it('raises the quantity of the same booking', () => {
    const items = [line({ sku: 'X' }), { ...base, qty: 2 }];
    const next = addCartLine(items, base);
    expect(next).toHaveLength(2);
    expect(next[1]?.qty).toBe(3);
    expect(items[1]?.qty).toBe(2); // inputs untouched
  });

  it('adds a new line for another period of the same sku', () => {
    const next = addCartLine([base], { ...base, book_from: TO, book_to: '2026-12-01T11:00:00.000Z' });
    expect(next.map((item) => item.qty)).toEqual([1, 1]);
  });
});
