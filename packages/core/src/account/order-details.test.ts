import { describe, expect, it } from 'vitest';
import type { HistoryOrder } from './order-history.js';
import {
  orderAddressLines,
  orderPaymentMethod,
  orderShippingAddress,
  orderShippingMethod,
  orderTotalRows,
} from './order-details.js';

const order = (fields: Partial<HistoryOrder> = {}): HistoryOrder => ({
  entity_id: 1,
  increment_id: '000000001',
  created_at: '2026-06-01 08:00:00',
  status: 'pending',
  grand_total: 111.91,
  items: [],
  ...fields,
});

const CHICAGO = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['233 S Wacker Dr', ''],
  city: 'Chicago',
  region: 'Illinois',
  region_code: 'IL',
  postcode: '60606',
  country_id: 'US',
  telephone: '312 555 0100',
};

describe('orderTotalRows', () => {
  it('names subtotal, shipping, discount, tax and grand total, the discount negative', () => {
    const rows = orderTotalRows(
      order({ subtotal: 100, shipping_amount: 5, discount_amount: -10, tax_amount: 9.25, grand_total: 104.25 }),
    );
    expect(rows.map((row) => [row.code, row.title, row.value])).toEqual([
      ['subtotal', 'Subtotal', 100],
      ['shipping', 'Shipping', 5],
      ['discount', 'Discount', -10],
      ['tax', 'Tax', 9.25],
      ['grand_total', 'Grand Total', 104.25],
    ]);
  });

  it('shows no discount and no shipping as 0, and a positive discount as negative', () => {
    expect(orderTotalRows(order({ discount_amount: 0 }))[2]!.value).toBe(0);
    expect(orderTotalRows(order())[1]!.value).toBe(0);
    expect(orderTotalRows(order({ discount_amount: 4 }))[2]!.value).toBe(-4);
  });
});

describe('orderAddressLines', () => {
  it('prints a US address as it is written there', () => {
    expect(orderAddressLines(CHICAGO)).toEqual([
      'Ada Lovelace',
      '233 S Wacker Dr',
      'Chicago, IL 60606',
      'United States',
      '312 555 0100',
    ]);
  });

  it('leaves out empty parts, and an unknown country shows its code', () => {
    expect(orderAddressLines({ firstname: 'Ada', city: 'Nowhere', country_id: 'ZZ' })).toEqual([
      'Ada',
      'Nowhere',
      'ZZ',
    ]);
    expect(orderAddressLines(null)).toEqual([]);
  });
});

describe('the methods and the shipping address of an order', () => {
  it('reads the shipping assignment, the method title and the payment title', () => {
    const placed = order({
      shipping_description: 'Flat Rate - DPD Courier',
      shipping_method_title: 'DPD Courier',
      payment: { method: 'cashondelivery', additional_information: ['Cash on delivery'] },
      extension_attributes: { shipping_assignments: [{ shipping: { address: CHICAGO } }] },
    });
    expect(orderShippingAddress(placed)).toBe(CHICAGO);
    expect(orderShippingMethod(placed)).toBe('DPD Courier');
    expect(orderPaymentMethod(placed)).toBe('Cash on delivery');
  });

  it("falls back to Magento's description and the payment code, and to nothing", () => {
    expect(orderShippingMethod(order({ shipping_description: 'Flat Rate - Fixed' }))).toBe('Flat Rate - Fixed');
    expect(orderPaymentMethod(order({ payment: { method: 'checkmo' } }))).toBe('checkmo');
    expect(orderShippingAddress(order())).toBeUndefined();
    expect(orderShippingMethod(order())).toBeUndefined();
    expect(orderPaymentMethod(order())).toBeUndefined();
  });
});
