import { describe, expect, it } from 'vitest';
import { cartContentKey } from './cart-content.js';

const line = (sku: string, qty: number, period: { book_from?: string; book_to?: string } = {}) => ({
  sku,
  qty,
  ...period,
});

describe('cartContentKey', () => {
  it('is the same for the same lines in any order, with any other fields, and a coupon in any case', () => {
    const browser = [line('A', 1), { ...line('B', 2), price: 10, server_item_id: 7 }];
    const server = [line('B', 2), line('A', 1)];
    expect(cartContentKey(browser, 'save10')).toBe(cartContentKey(server, ' SAVE10 '));
    expect(cartContentKey([], null)).toBe(cartContentKey([]));
  });

  it('differs for another quantity, a line more or less, another period or coupon', () => {
    const key = cartContentKey([line('A', 1)]);
    expect(cartContentKey([line('A', 2)])).not.toBe(key);
    expect(cartContentKey([])).not.toBe(key);
    expect(cartContentKey([line('A', 1), line('B', 1)])).not.toBe(key);
    expect(cartContentKey([line('A', 1, { book_from: '2026-12-01T10:00:00Z' })])).not.toBe(key);
    expect(cartContentKey([line('A', 1)], 'SAVE10')).not.toBe(key);
  });
});
