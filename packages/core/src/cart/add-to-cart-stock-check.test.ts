import { describe, expect, it } from 'vitest';
import { applyStockCheck, keepStockCheck } from './add-to-cart-stock-check.js';
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

describe('keepStockCheck', () => {
  it("carries the check's word onto a newer copy of the line, and nothing else of the old copy", () => {
    const [marked] = applyStockCheck([line({ sku: 'A', price: 10 })], line({ sku: 'A' }), true, true).items;
    const newer = line({ sku: 'A', price: 9, server_item_id: 7 });
    expect(keepStockCheck(marked!, newer)).toEqual({ ...newer, is_in_stock: true, info: { stock: 'In stock!' } });
    const [refused] = applyStockCheck([line({ sku: 'A' })], line({ sku: 'A' }), false, true).items;
    expect(keepStockCheck(refused!, newer)).toEqual({
      ...newer,
      is_in_stock: false,
      errors: { stock: 'Out of the stock!' },
    });
  });

  it('gives the newer copy as it is when no check has spoken', () => {
    const newer = line({ sku: 'A', server_item_id: 7 });
    expect(keepStockCheck(line({ sku: 'A', info: { note: 'n' } }), newer)).toBe(newer);
  });
});
