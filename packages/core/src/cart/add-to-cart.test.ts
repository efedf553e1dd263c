import { describe, expect, it, vi } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { simple } from '../product/test-support/fixtures.js';
import type { AddToCartRequest, AddToCartSettings } from './add-to-cart.js';
import { addedNotification, decideAddToCart } from './add-to-cart.js';
import type { CartItem } from './cart-item.js';
import { cartLineFromProduct } from './cart-line.js';

const ADDED = 'Product has been added to the cart!';
const PRICE = 'Product price is unknown, product cannot be added to the cart!';
const OUT = 'The product is out of stock and cannot be added to the cart!';
const VOLATILE =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';
const OK = { label: 'OK' };
const PROCEED = { label: 'Proceed to checkout' };

const settings: AddToCartSettings = {
  bookingTaxRatePercent: 10.25,
  allowZeroPrice: false,
  allowOutOfStockInCart: true,
  externalCheckout: false,
};
const product = simple({ sku: 'P1', name: 'Tee', price: 20 });
const request: AddToCartRequest = { product, booking: { price: 100 }, stockStatusOf: () => 'ok' };

describe('decideAddToCart', () => {
  it('adds a booking line with qty 1 and the booking tax, then announces it', () => {
    const decision = decideAddToCart([], request, settings);
    // The line's fields are cart-line.test.ts's concern; here: this one line, at the booking price plus tax.
    expect(decision.items).toEqual([cartLineFromProduct(product, { price: 100 }, 10.25)]);
    expect(decision.items[0]).toMatchObject({ qty: 1, price: 100, priceInclTax: 110.25 });
    expect(decision.added).toEqual(decision.items);
    expect(decision.notifications).toEqual([{ type: 'success', message: ADDED, action1: OK, action2: PROCEED }]);
  });

  it('raises the quantity when the same booking is added again', () => {
    const first = decideAddToCart([], request, settings).items;
    const second = decideAddToCart(first, request, settings);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.qty).toBe(2);
    expect(second.added[0]?.qty).toBe(1);
  });

  it('adds another period of a spot as a new line', () => {
    const spot = { ...request, booking: { price: 4, book_from: '2026-12-01T09:00Z', book_to: '2026-12-01T10:00Z' } };
    const first = decideAddToCart([], spot, settings).items;
    const second = decideAddToCart(first, { ...spot, booking: { ...spot.booking, is_monthly: true } }, settings);
    expect(second.items.map((item) => item.is_monthly)).toEqual([false, true]);
  });

  it('refuses an unknown or zero price unless zero-price products are enabled', () => {
    for (const price of [null, undefined, 0]) {
      const decision = decideAddToCart([], { ...request, booking: { price } }, settings);
      expect(decision).toEqual({
        items: [],
        added: [],
        notifications: [{ type: 'error', message: PRICE, action1: OK }],
      });
    }
    expect(
      decideAddToCart([], { ...request, booking: { price: 0 } }, { ...settings, allowZeroPrice: true }).items,
    ).toHaveLength(1);
  });

  it('shows each product error and adds nothing', () => {
    const decision = decideAddToCart(
      [],
      { ...request, errors: { custom_options: 'Fix A', variants: 'Fix B', x: '' } },
      settings,
    );
    expect(decision.items).toEqual([]);
    expect(decision.notifications.map((n) => [n.type, n.message])).toEqual([
      ['error', 'Fix A'],
      ['error', 'Fix B'],
    ]);
  });

  it("falls back to the document's own errors", () => {
    const broken = { ...request, product: simple({ sku: 'P1', errors: { variants: 'Fix C' } }) };
    expect(decideAddToCart([], broken, settings).notifications.map((n) => n.message)).toEqual(['Fix C']);
  });

  it('refuses an out-of-stock product', () => {
    const decision = decideAddToCart([], { ...request, stockStatusOf: () => 'out_of_stock' }, settings);
    expect(decision.items).toEqual([]);
    expect(decision.notifications).toEqual([{ type: 'error', message: OUT, action1: OK }]);
  });

  it('adds a volatile product with its warning when out-of-stock lines are not allowed', () => {
    const volatile = { ...request, stockStatusOf: () => 'volatile' as const };
    const decision = decideAddToCart([], volatile, { ...settings, allowOutOfStockInCart: false });
    expect(decision.items).toHaveLength(1);
    expect(decision.notifications.map((n) => n.message)).toEqual([VOLATILE, ADDED]);
    expect(decision.notifications[0]?.type).toBe('warning');
    expect(decideAddToCart([], volatile, settings).notifications.map((n) => n.message)).toEqual([ADDED]);
  });

  it('refuses a configurable without a chosen variant', () => {
    const configurable = { ...request, product: simple({ sku: 'C', type_id: 'configurable' }) };
    expect(decideAddToCart([], configurable, settings).items).toEqual([]);
    const chosen = { ...configurable, selectedVariant: simple({ sku: 'C-RED' }) };
    expect(decideAddToCart([], chosen, settings).items).toHaveLength(1);
  });

  it("books a configurable under the chosen child's sku with the parent as parentSku", () => {
    const parent = simple({ sku: 'C', name: 'Tee', type_id: 'configurable' });
    const chosen = { ...request, product: parent, selectedVariant: simple({ sku: 'C-RED', image: '/red.jpg' }) };
    expect(decideAddToCart([], chosen, settings).items[0]).toMatchObject({
      sku: 'C-RED',
      parentSku: 'C',
      name: 'Tee',
      type_id: 'configurable',
      image: '/red.jpg',
    });
    const already = { ...chosen, product: { ...parent, sku: 'C-RED', parentSku: 'C' } };
    expect(decideAddToCart([], already, settings).items[0]).toMatchObject({ sku: 'C-RED', parentSku: 'C' });
  });

  it("adds a grouped product's children at their own prices and stock", () => {
    const a = simple({ sku: 'A', name: 'A' });
    const b = simple({ sku: 'B', name: 'B' });
    const c = simple({ sku: 'C', name: 'C' });
    const grouped: AddToCartRequest = {
      product: simple({ sku: 'G', type_id: 'grouped' }),
      booking: { price: undefined },
      associatedProducts: [a, b, c],
      priceOf: (child: ProductDocument) => ({ A: 10, B: 20, C: 30 })[child.sku],
      stockStatusOf: (child: ProductDocument) => (child.sku === 'C' ? 'out_of_stock' : 'ok'),
    };
    const decision = decideAddToCart([], grouped, settings);
    expect(decision.items.map((item) => [item.sku, item.qty, item.price, item.priceInclTax])).toEqual([
      ['A', 1, 10, 11.03],
      ['B', 1, 20, 22.05],
    ]);
    expect(decision.notifications.map((n) => n.message)).toEqual([OUT, ADDED]);
  });

  it('stops a grouped product with errors of its own, and a child with its own errors', () => {
    const a = simple({ sku: 'A' });
    const b = simple({ sku: 'B', errors: { x: 'Broken B' } });
    const grouped: AddToCartRequest = {
      product: simple({ sku: 'G', type_id: 'grouped' }),
      booking: { price: undefined },
      associatedProducts: [a, b],
      priceOf: () => 5,
      stockStatusOf: () => 'ok',
    };
    expect(decideAddToCart([], { ...grouped, errors: { x: 'Group broken' } }, settings)).toEqual({
      items: [],
      added: [],
      notifications: [{ type: 'error', message: 'Group broken', action1: OK }],
    });
    const decision = decideAddToCart([], grouped, settings);
    expect(decision.items.map((item) => item.sku)).toEqual(['A']);
    expect(decision.notifications.map((n) => n.message)).toEqual(['Broken B', ADDED]);
  });

  it('does not change the items it was given', () => {
    const items: CartItem[] = decideAddToCart([], request, settings).items;
    const copy = structuredClone(items);
    decideAddToCart(items, request, settings);
    expect(items).toEqual(copy);
  });
});

describe('addedNotification', () => {
  it("has no 'Proceed to checkout' with an external checkout", () => {
    expect(addedNotification({ externalCheckout: true })).toEqual({ type: 'success', message: ADDED, action1: OK });
  });

  it("runs the caller's navigation from 'Proceed to checkout'", () => {
    const go = vi.fn();
    addedNotification({ externalCheckout: false, onProceedToCheckout: go }).action2?.action?.();
    expect(go).toHaveBeenCalledOnce();
  });
});
