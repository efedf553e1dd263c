import { describe, expect, it } from 'vitest';
import type { CartItem } from '@storefront/core';
import { withServerAnswer } from './cart-answer';

const line = (over: Partial<CartItem> = {}): CartItem => ({
  sku: 'P1',
  name: 'P1',
  qty: 2,
  price: 10,
  priceInclTax: 11.03,
  is_monthly: false,
  type_id: 'simple',
  ...over,
});

describe('a server answer applied to the current lines', () => {
  it("takes the server's ids and price for the quantity that was sent", () => {
    const sent = line({ prev_qty: 1 });
    const answered = [line({ server_item_id: 7, price: 9, priceInclTax: 9.92 })];
    expect(withServerAnswer([sent], answered, sent)).toEqual(answered);
  });

  it('keeps a quantity the shopper changed while the reply travelled, unconfirmed', () => {
    const sent = line({ qty: 2, prev_qty: 1 });
    const current = [line({ qty: 3, prev_qty: 1 }), line({ sku: 'P2' })];
    const answered = [line({ qty: 2, server_item_id: 7 })];
    expect(withServerAnswer(current, answered, sent)).toEqual([
      line({ qty: 3, prev_qty: 2, server_item_id: 7 }),
      line({ sku: 'P2' }),
    ]);
  });

  it('drops a line the server refused and the failure rule removed', () => {
    const sent = line();
    expect(withServerAnswer([sent, line({ sku: 'P2' })], [line({ sku: 'P2' })], sent)).toEqual([line({ sku: 'P2' })]);
  });

  it('keeps the stock check that came while the reply travelled (In stock! on a line the server answered late)', () => {
    const sent = line({ prev_qty: 1 });
    const checked = line({ prev_qty: 1, is_in_stock: true, info: { stock: 'In stock!' } });
    const answered = [line({ server_item_id: 7, price: 9, priceInclTax: 9.92 })];
    expect(withServerAnswer([checked], answered, sent)).toEqual([
      line({ server_item_id: 7, price: 9, priceInclTax: 9.92, is_in_stock: true, info: { stock: 'In stock!' } }),
    ]);
    const refused = line({ prev_qty: 1, is_in_stock: false, errors: { stock: 'Out of the stock!' } });
    expect(withServerAnswer([refused], answered, sent)[0]).toMatchObject({
      server_item_id: 7,
      is_in_stock: false,
      errors: { stock: 'Out of the stock!' },
    });
  });
});
