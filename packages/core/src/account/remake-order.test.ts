import { describe, expect, it } from 'vitest';
import type { HistoryOrderItem } from './order-history.js';
import { remakeOrder } from './remake-order.js';

const item = (fields: Partial<HistoryOrderItem>): HistoryOrderItem => ({
  sku: 'MB01',
  name: 'Joust Duffle Bag',
  qty_ordered: 1,
  price: 34,
  price_incl_tax: 41.82,
  product_type: 'simple',
  ...fields,
});

describe('remakeOrder', () => {
  it('turns plain lines into cart lines with their quantity, type and configured options', () => {
    const product_option = {
      extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 50 }] },
    };
    const { lines, skipped } = remakeOrder(
      {
        items: [
          item({ qty_ordered: 2 }),
          item({ sku: 'WS10-XS-Green', parent_sku: 'WS10', name: 'Tee', product_type: 'configurable', product_option }),
        ],
      },
      10.25,
    );
    expect(skipped).toEqual([]);
    expect(lines).toEqual([
      {
        sku: 'MB01',
        name: 'Joust Duffle Bag',
        qty: 2,
        price: 34,
        priceInclTax: 37.49,
        is_monthly: false,
        type_id: 'simple',
      },
      {
        sku: 'WS10-XS-Green',
        parentSku: 'WS10',
        name: 'Tee',
        qty: 1,
        price: 34,
        priceInclTax: 37.49,
        is_monthly: false,
        type_id: 'configurable',
        product_option,
      },
    ]);
  });

  it('skips booked lines (a spot period) and keeps the others', () => {
    const spot = item({
      sku: 'SPOT-1',
      product_type: 'virtual',
      book_from: '2026-06-01T08:00:00.000Z',
      book_to: '2026-06-01T10:00:00.000Z',
      is_monthly: false,
    });
    const { lines, skipped } = remakeOrder({ items: [spot, item({})] }, 0);
    expect(skipped).toEqual([spot]);
    expect(lines.map((line) => line.sku)).toEqual(['MB01']);
  });

  it('drops lines it cannot send: no sku, no quantity', () => {
    const { lines } = remakeOrder(
      { items: [item({ sku: '' }), item({ qty_ordered: 0 }), item({ price: undefined })] },
      0,
    );
    expect(lines).toEqual([
      {
        sku: 'MB01',
        name: 'Joust Duffle Bag',
        qty: 1,
        price: 0,
        priceInclTax: 0,
        is_monthly: false,
        type_id: 'simple',
      },
    ]);
  });
});
