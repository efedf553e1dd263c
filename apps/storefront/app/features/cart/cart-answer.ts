import { keepStockCheck, sameBookingIdentity, type CartItem } from '@storefront/core';

/**
 * The current lines with the answer to `sent` applied: a line the server refused is gone or restored (as in
 * `answered`), a confirmed one gets the server's ids and price; a quantity changed since `sent` stays, unconfirmed.
 */
export function withServerAnswer(
  current: readonly CartItem[],
  answered: readonly CartItem[],
  sent: CartItem,
): CartItem[] {
  const reply = answered.find((candidate) => sameBookingIdentity(candidate, sent));
  const next: CartItem[] = [];
  for (const line of current) {
    if (!sameBookingIdentity(line, sent)) next.push(line);
    else if (!reply) continue;
    else if (line.qty === sent.qty) next.push(keepStockCheck(line, reply));
    else next.push({ ...line, ...serverFields(reply), prev_qty: sent.qty });
  }
  return next;
}

function serverFields(line: CartItem): Partial<CartItem> {
  return {
    ...(line.server_item_id !== undefined && { server_item_id: line.server_item_id }),
    ...(line.server_cart_id !== undefined && { server_cart_id: line.server_cart_id }),
    price: line.price,
    priceInclTax: line.priceInclTax,
  };
}
