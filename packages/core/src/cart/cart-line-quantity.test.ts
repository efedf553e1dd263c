import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item.js';
import { changeLineQty, maxQtyExceeded, removeCartLine } from './cart-line-quantity.js';

const INVALID = 'Quantity must be above 0.';

function line(fields: Partial<CartItem> & { sku: string }): CartItem {
  return { name: fields.sku, qty: 1, price: 10, priceInclTax: 11.03, is_monthly: false, type_id: 'simple', ...fields };
}

const hourly = line({ sku: 'S', qty: 2, book_from: '2026-12-01T09:00:00Z', book_to: '2026-12-01T10:00:00Z' });
const monthly = { ...hourly, is_monthly: true, qty: 1 };

describe('changeLineQty', () => {
  it('sets the quantity of that booking only and remembers the previous one', () => {
    const result = changeLineQty([hourly, monthly], hourly, 5);
    expect(result).toEqual({ ok: true, items: [{ ...hourly, qty: 5, prev_qty: 2 }, monthly] });
  });

  it('takes the field string as an integer', () => {
    const result = changeLineQty([hourly], hourly, '3');
    expect(result.ok && result.items[0]?.qty).toBe(3);
  });

  it('keeps the older unconfirmed quantity as prev_qty', () => {
    const result = changeLineQty([{ ...hourly, qty: 4, prev_qty: 2 }], hourly, 6);
    expect(result.ok && result.items[0]).toMatchObject({ qty: 6, prev_qty: 2 });
  });

  it('leaves a line alone when the quantity does not change', () => {
    const result = changeLineQty([hourly], hourly, 2);
    expect(result.ok && result.items[0]).toEqual(hourly);
  });

  it("refuses 0, negatives and non-numbers with 'Quantity must be above 0.'", () => {
    for (const qty of [0, -1, '0', '', 'x']) {
      expect(changeLineQty([hourly], hourly, qty)).toEqual({ ok: false, error: INVALID, items: [hourly] });
    }
  });
});

describe('removeCartLine', () => {
  it('removes that booking only', () => {
    expect(removeCartLine([hourly, monthly, line({ sku: 'P' })], monthly)).toEqual([hourly, line({ sku: 'P' })]);
  });
});

describe('maxQtyExceeded', () => {
  it('names the most a line may hold', () => {
    expect(maxQtyExceeded(10000)).toBe('The most you may purchase is 10000.');
  });
});
