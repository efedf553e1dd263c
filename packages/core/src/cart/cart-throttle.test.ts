import { describe, expect, it } from 'vitest';
import { defaultCartConfig } from '../config/default-commerce-config.js';
import {
  cartItemsHash,
  isCartThrottleDue,
  shouldCreateServerCart,
  shouldPull,
  shouldRefreshMethods,
  shouldRefreshTotals,
} from './cart-throttle.js';
import { line } from './test-support/cart-lines.js';

const config = defaultCartConfig();

describe('cartItemsHash', () => {
  it('is stable, order-insensitive and ignores display-only fields', () => {
    const a = line();
    const b = line({ sku: 'P2' });
    expect(cartItemsHash([a, b])).toBe(cartItemsHash([b, a]));
    expect(cartItemsHash([a])).toBe(cartItemsHash([{ ...a, name: 'Renamed', image: 'x.jpg', server_item_id: 3 }]));
  });

  it('changes with quantity, price, booking fields and options', () => {
    const base = cartItemsHash([line()]);
    expect(cartItemsHash([line({ qty: 2 })])).not.toBe(base);
    expect(cartItemsHash([line({ price: 11 })])).not.toBe(base);
    expect(cartItemsHash([line({ is_monthly: true })])).not.toBe(base);
    expect(cartItemsHash([line({ book_from: '2026-12-01T10:00:00Z' })])).not.toBe(base);
    expect(cartItemsHash([line({ book_to: '2026-12-01T10:00:00Z' })])).not.toBe(base);
    expect(
      cartItemsHash([
        line({ product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 2 }] } } }),
      ]),
    ).not.toBe(base);
    expect(cartItemsHash([])).not.toBe(base);
  });
});

describe('throttles', () => {
  it('has the spec point 9 intervals', () => {
    expect([config.pullThrottleMs, config.totalsThrottleMs, config.createThrottleMs, config.methodsRefreshMs]).toEqual([
      2000, 200, 1000, 600_000,
    ]);
  });

  it('pulls at least 2000 ms apart unless the items changed', () => {
    const lines = [line()];
    const state = { lastPullAt: 10_000, lastPullHash: cartItemsHash(lines) };
    expect(shouldPull({}, lines, 0, config)).toBe(true);
    expect(shouldPull(state, lines, 11_999, config)).toBe(false);
    expect(shouldPull(state, lines, 12_000, config)).toBe(true);
    expect(shouldPull(state, [line({ qty: 2 })], 10_001, config)).toBe(true);
  });

  it('refreshes totals every 200 ms, creates every 1000 ms, methods every 600 000 ms', () => {
    expect(shouldRefreshTotals({ lastTotalsAt: 0 }, 199, config)).toBe(false);
    expect(shouldRefreshTotals({ lastTotalsAt: 0 }, 200, config)).toBe(true);
    expect(shouldCreateServerCart({ lastCreateAt: 0 }, 999, config)).toBe(false);
    expect(shouldCreateServerCart({ lastCreateAt: 0 }, 1000, config)).toBe(true);
    expect(shouldRefreshMethods({ lastMethodsAt: 0 }, 599_999, config)).toBe(false);
    expect(shouldRefreshMethods({ lastMethodsAt: 0 }, 600_000, config)).toBe(true);
    expect(shouldRefreshMethods({}, 0, config)).toBe(true);
  });

  it('treats a clock that stepped back as due', () => {
    expect(isCartThrottleDue(1000, 500, 200)).toBe(true);
    expect(isCartThrottleDue(undefined, 0, 200)).toBe(true);
  });
});
