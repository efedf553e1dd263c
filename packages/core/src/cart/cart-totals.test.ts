import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item.js';
import { localTotalSegments, totalSegmentsToShow, totalsInDisplayOrder } from './cart-totals.js';

function line(sku: string, qty: number, priceInclTax: number): CartItem {
  return { sku, name: sku, qty, price: priceInclTax, priceInclTax, is_monthly: false, type_id: 'simple' };
}

const items = [line('A', 2, 11.03), line('B', 1, 110.25)];
const shipping = { method_title: 'DPD Courier', price_incl_tax: 5 };
const payment = { title: 'Cash on delivery', costInclTax: 1.5 };

describe('localTotalSegments', () => {
  it('sums the lines, adds shipping and payment once each, and titles every segment', () => {
    expect(localTotalSegments(items, shipping, payment)).toEqual([
      { code: 'subtotal_incl_tax', title: 'Subtotal incl. tax', value: 132.31 },
      { code: 'grand_total', title: 'Grand total', value: 138.81 },
      { code: 'payment', title: 'Cash on delivery', value: 1.5 },
      { code: 'shipping', title: 'DPD Courier', value: 5 },
    ]);
  });

  it("counts the shipping as 0 once the subtotal reaches the method's free-shipping threshold", () => {
    const standard = { method_title: 'Standard', price_incl_tax: 4.95, free_shipping_threshold: 50 };
    expect(localTotalSegments(items, standard)).toContainEqual({ code: 'shipping', title: 'Standard', value: 0 });
    const small = [line('A', 1, 49.99)];
    expect(localTotalSegments(small, standard)).toContainEqual({
      code: 'grand_total',
      title: 'Grand total',
      value: 54.94,
    });
  });

  it('leaves out the methods not chosen yet', () => {
    expect(localTotalSegments(items)).toEqual([
      { code: 'subtotal_incl_tax', title: 'Subtotal incl. tax', value: 132.31 },
      { code: 'grand_total', title: 'Grand total', value: 132.31 },
    ]);
  });

  it('rounds away binary noise', () => {
    expect(localTotalSegments([line('A', 3, 0.1)])[0]?.value).toBe(0.3);
  });

  it('gives zero totals for an empty cart', () => {
    expect(localTotalSegments([], shipping).map((s) => s.value)).toEqual([0, 5, 5]);
  });
});

describe('totalSegmentsToShow', () => {
  it("prefers the server's segments", () => {
    const server = [{ code: 'grand_total', title: 'Grand Total', value: 99 }];
    expect(totalSegmentsToShow(server, items, shipping)).toEqual(server);
  });

  it('computes them locally when the server sent none', () => {
    expect(totalSegmentsToShow(null, items, shipping)).toEqual(localTotalSegments(items, shipping));
    expect(totalSegmentsToShow([], items)).toEqual(localTotalSegments(items));
  });
});

describe('totalsInDisplayOrder', () => {
  const codes = (segments: Array<{ code: string }>) => totalsInDisplayOrder(segments).map((segment) => segment.code);

  it('puts the local grand total after the methods', () => {
    expect(
      codes([{ code: 'subtotal_incl_tax' }, { code: 'grand_total' }, { code: 'payment' }, { code: 'shipping' }]),
    ).toEqual(['subtotal_incl_tax', 'shipping', 'payment', 'grand_total']);
  });

  it('reads the server segments as subtotal, discount, shipping, tax, grand total', () => {
    expect(
      codes([
        { code: 'subtotal' },
        { code: 'shipping' },
        { code: 'discount' },
        { code: 'tax' },
        { code: 'grand_total' },
      ]),
    ).toEqual(['subtotal', 'discount', 'shipping', 'tax', 'grand_total']);
  });

  it('keeps unknown segments in their order, before the tax, and changes nothing it was given', () => {
    const given = [{ code: 'grand_total' }, { code: 'fee' }, { code: 'tax' }, { code: 'gift' }, { code: 'subtotal' }];
    expect(codes(given)).toEqual(['subtotal', 'fee', 'gift', 'tax', 'grand_total']);
    expect(given[0]!.code).toBe('grand_total');
  });
});
