import { sameBookingIdentity, type CartItem } from '@storefront/core';

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
    else if (line.qty === sent.qty) next.push(withStockCheckOf(line, reply));
    else next.push({ ...line, ...serverFields(reply), prev_qty: sent.qty });
  }
  return next;
}

/**
 * The online stock check's word on the line (core's applyStockCheck: `is_in_stock` and the `stock` key of `info` or
 * `errors`), when it came while the reply to the add travelled: the reply knows nothing of it, and taking the reply
 * alone dropped 'In stock!' from the line whenever the server answered the add later than the check (a slow server).
 */
function withStockCheckOf(line: CartItem, reply: CartItem): CartItem {
  const info = line.info?.stock;
  const error = line.errors?.stock;
  if (info === undefined && error === undefined) return reply;
  return {
    ...reply,
    is_in_stock: line.is_in_stock,
    ...(info !== undefined && { info: { ...reply.info, stock: info } }),
    ...(error !== undefined && { errors: { ...reply.errors, stock: error } }),
  };
}

function serverFields(line: CartItem): Partial<CartItem> {
  return {
    ...(line.server_item_id !== undefined && { server_item_id: line.server_item_id }),
    ...(line.server_cart_id !== undefined && { server_cart_id: line.server_cart_id }),
    price: line.price,
    priceInclTax: line.priceInclTax,
  };
}
