import { describe, expect, it } from 'vitest';
import type { CartItem } from '@storefront/core';
import { rebaseJudgedLines, withServerAnswer } from './cart-answer';

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

describe("a pull's verdict laid over lines changed while it was worked out", () => {
  it('gives an untouched line the verdict, drops what the verdict dropped, adds what the server brought', () => {
    const kept = line({ server_item_id: 1 });
    const gone = line({ sku: 'P2', server_item_id: 2 });
    const before = [kept, gone];
    const judged = [line({ qty: 5, server_item_id: 1 }), line({ sku: 'P3', server_item_id: 3 })];
    const touched = line({ sku: 'P4', qty: 1 });
    expect(rebaseJudgedLines(before, judged, [kept, gone, touched])).toEqual([
      line({ qty: 5, server_item_id: 1 }),
      touched,
      line({ sku: 'P3', server_item_id: 3 }),
    ]);
  });

  it("keeps a line's change made meanwhile, with the server's ids and price", () => {
    const before = [line()];
    const judged = [line({ server_item_id: 7, server_cart_id: 'c', price: 9, priceInclTax: 9.92 })];
    const changed = line({ qty: 3, prev_qty: 2, info: { stock: 'In stock!' } });
    expect(rebaseJudgedLines(before, judged, [changed])).toEqual([
      line({
        qty: 3,
        prev_qty: 2,
        info: { stock: 'In stock!' },
        server_item_id: 7,
        server_cart_id: 'c',
        price: 9,
        priceInclTax: 9.92,
      }),
    ]);
  });
});
