import type { CartItem } from './cart-item.js';

type ContentLine = Pick<CartItem, 'sku' | 'qty' | 'book_from' | 'book_to'>;

/**
 * What a cart holds, as a shopper reads it: each line's product, quantity and booked period, and the coupon; the
 * same for two views of one cart (the browser's lines, the server's pull), whatever order or server fields they
 * carry. A page built from the cart is out of date when its key differs from the cart's.
 */
export function cartContentKey(lines: readonly ContentLine[], coupon?: string | null): string {
  const content = lines
    .map((line) => JSON.stringify([line.sku, line.qty, line.book_from ?? null, line.book_to ?? null]))
    .sort()
    .join('\n');
  return `${content}\n#${(coupon ?? '').trim().toLowerCase()}`;
}
