import { describe, expect, it } from 'vitest';
import { productLoadOutcome } from './product-load-outcome.js';
import { simple } from './test-support/fixtures.js';

const unavailable = { ok: false, reason: 'unavailable', message: 'Out of stock!' };
const empty = { ok: false, reason: 'not_found', message: 'Product query returned an empty result' };

describe('productLoadOutcome', () => {
  it('accepts an enabled, visible product', () => {
    const product = simple({ sku: 'A', status: 1, visibility: 4 });
    expect(productLoadOutcome(product)).toEqual({ ok: true, product });
    expect(productLoadOutcome(simple({ sku: 'B', status: undefined, visibility: undefined })).ok).toBe(true);
  });

  it("fails with 'Out of stock!' for status 2 or higher", () => {
    expect(productLoadOutcome(simple({ sku: 'A', status: 2 }))).toEqual(unavailable);
    expect(productLoadOutcome(simple({ sku: 'A', status: 3 }))).toEqual(unavailable);
    expect(productLoadOutcome(simple({ sku: 'A', status: '2' as never }))).toEqual(unavailable);
  });

  it("fails with 'Out of stock!' for visibility 1 (not visible individually)", () => {
    expect(productLoadOutcome(simple({ sku: 'A', visibility: 1 }))).toEqual(unavailable);
    for (const visibility of [2, 3, 4]) expect(productLoadOutcome(simple({ sku: 'A', visibility })).ok).toBe(true);
  });

  it('is an empty result for no product, or an out-of-stock one when those are not listed', () => {
    expect(productLoadOutcome(undefined)).toEqual(empty);
    expect(productLoadOutcome(null)).toEqual(empty);
    const outOfStock = simple({ sku: 'A', stock: { is_in_stock: false } });
    expect(productLoadOutcome(outOfStock, { listOutOfStockProducts: false })).toEqual(empty);
    expect(productLoadOutcome(outOfStock, { listOutOfStockProducts: true }).ok).toBe(true);
    expect(productLoadOutcome(outOfStock).ok).toBe(true);
  });
});
