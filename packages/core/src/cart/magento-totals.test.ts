import { describe, expect, it } from 'vitest';
import { localTotalSegments } from './cart-totals.js';
import { magentoTotals, type TotalsLine } from './magento-totals.js';

const lines: TotalsLine[] = [
  { item_id: 1, name: 'Mug', qty: 3, price: 9.99, options: [{ label: 'Colour', value: 'Red' }] },
  { item_id: 2, name: 'Spot A1', qty: 1, price: 4.5, options: [] },
];
const shipping = { method_title: 'DPD Courier', amount: 4, price_incl_tax: 5 };

describe('magentoTotals', () => {
  it('prices each line with the booking tax and agrees with the local segments to the cent', () => {
    const totals = magentoTotals({ lines, bookingTaxRatePercent: 10.25, currency: 'USD', shipping });
    expect(totals.items[0]).toMatchObject({
      price: 9.99,
      price_incl_tax: 11.01,
      row_total: 29.97,
      row_total_incl_tax: 33.03,
    });
    expect(totals.items[0]?.options).toBe('[{"label":"Colour","value":"Red"}]');
    expect(totals.subtotal_incl_tax).toBe(37.99);
    const local = localTotalSegments(
      [
        { sku: 'mug', name: 'Mug', qty: 3, price: 9.99, priceInclTax: 11.01, is_monthly: false, type_id: 'simple' },
        { sku: 'a1', name: 'Spot A1', qty: 1, price: 4.5, priceInclTax: 4.96, is_monthly: false, type_id: 'simple' },
      ],
      shipping,
    );
    expect(totals.grand_total).toBe(local.find((segment) => segment.code === 'grand_total')?.value);
    expect(totals.grand_total).toBe(42.99);
    expect(totals.total_segments.map((segment) => [segment.code, segment.value])).toEqual([
      ['subtotal', 34.47],
      ['shipping', 4],
      ['tax', 4.52],
      ['grand_total', 42.99],
    ]);
    expect(totals).not.toHaveProperty('coupon_code');
  });

  it('shows a coupon as a negative discount segment and spreads it over the lines', () => {
    const totals = magentoTotals({
      lines,
      bookingTaxRatePercent: 10.25,
      currency: 'USD',
      coupon: { code: 'NEWS-1', type: 'percent', amount: 10 },
    });
    expect(totals.discount_amount).toBe(-3.8);
    expect(totals.coupon_code).toBe('NEWS-1');
    expect(totals.total_segments).toContainEqual({ code: 'discount', title: 'Discount (NEWS-1)', value: -3.8 });
    expect(totals.grand_total).toBe(34.19);
    expect(totals.items.reduce((sum, item) => sum + item.discount_amount, 0)).toBeCloseTo(3.8, 5);
  });

  it("ships for nothing once the goods, less the discount, reach the method's threshold", () => {
    const standard = { method_title: 'Standard', amount: 4.49, price_incl_tax: 4.95, free_shipping_threshold: 50 };
    const fifty: TotalsLine[] = [{ item_id: 1, name: 'Bag', qty: 1, price: 45.36, options: [] }];
    const free = magentoTotals({ lines: fifty, bookingTaxRatePercent: 10.25, currency: 'USD', shipping: standard });
    expect(free.subtotal_incl_tax).toBe(50.01);
    expect(free).toMatchObject({
      shipping_amount: 0,
      shipping_incl_tax: 0,
      shipping_tax_amount: 0,
      grand_total: 50.01,
    });
    expect(free.total_segments).toContainEqual({ code: 'shipping', title: 'Shipping & Handling (Standard)', value: 0 });

    const below = magentoTotals({ lines, bookingTaxRatePercent: 10.25, currency: 'USD', shipping: standard });
    expect(below).toMatchObject({ shipping_amount: 4.49, shipping_incl_tax: 4.95, grand_total: 42.94 });

    // A coupon that takes the goods under the threshold brings the shipping price back.
    const discounted = magentoTotals({
      lines: fifty,
      bookingTaxRatePercent: 10.25,
      currency: 'USD',
      shipping: standard,
      coupon: { code: 'NEWS-1', type: 'percent', amount: 10 },
    });
    expect(discounted).toMatchObject({ shipping_incl_tax: 4.95, grand_total: 49.96 });
  });

  it('answers zeros for an empty cart', () => {
    const totals = magentoTotals({ lines: [], bookingTaxRatePercent: 10.25, currency: 'USD' });
    expect(totals).toMatchObject({ grand_total: 0, subtotal: 0, tax_amount: 0, items_qty: 0, items: [] });
  });
});
