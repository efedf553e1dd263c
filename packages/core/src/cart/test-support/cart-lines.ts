import type { CartItem } from '../cart-item.js';

/** A plain cart line for tests: sku P1 at 10 (11.03 with the booking tax), quantity 1, no period unless given. */
export function line(over: Partial<CartItem> = {}): CartItem {
  return {
    sku: 'P1',
    name: 'Spot 1',
    qty: 1,
    price: 10,
    priceInclTax: 11.03,
    is_monthly: false,
    type_id: 'simple',
    ...over,
  };
}

/** One hour's booking period. */
export const hour = { book_from: '2026-12-01T10:00:00Z', book_to: '2026-12-01T11:00:00Z' };
