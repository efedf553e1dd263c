import { describe, expect, it } from 'vitest';
import { applyStockCheck } from './add-to-cart-stock-check.js';
import type { CartItem } from './cart-item.js';

function line(fields: Partial<CartItem> & { sku: string }): CartItem {
  return { name: fields.sku, qty: 1, price: 10, priceInclTax: 11.03, is_monthly: false, type_id: 'simple', ...fields };
}

const checked = line({ sku: 'A', errors: { stock: 'Out of the stock!', other: 'x' }, info: { note: 'n' } });
const other = line({ sku: 'B' });

describe('applyStockCheck', () => {
  it("marks an in-stock line 'In stock!' and drops an old stock error", () => {
    const { items, removed } = applyStockCheck([checked, other], checked, true, false);
    expect(removed).toBe(false);
    expect(items[0]).toEqual({
      ...checked,
      is_in_stock: true,
      info: { note: 'n', stock: 'In stock!' },
      errors: { other: 'x' },
    });
    expect(items[1]).toBe(other);
  });

  it("sets 'Out of the stock!' when out-of-stock lines are allowed", () => {
    const start = line({ sku: 'A', info: { stock: 'In stock!' } });
    const { items, removed } = applyStockCheck([start], start, false, true);
    expect(removed).toBe(false);
    expect(items[0]).toEqual({ ...start, is_in_stock: false, info: {}, errors: { stock: 'Out of the stock!' } });
  });

  it('removes the line when out-of-stock lines are not allowed', () => {
    expect(applyStockCheck([checked, other], checked, false, false)).toEqual({ items: [other], removed: true });
  });

  it('reports no removal when the line is already gone', () => {
    expect(applyStockCheck([other], checked, false, false)).toEqual({ items: [other], removed: false });
  });
});
