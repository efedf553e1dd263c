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

/**
 * A pull's verdict (`judged`, worked out from `before`) laid over the lines as they are now (`current`), for lines that
 * changed while it was worked out (the shopper's change is saved at once, outside the cart's turns). A line untouched
 * since takes the verdict, or goes when the verdict dropped it; a line changed since keeps its change and takes only the
 * server's ids and price, its own turn sends the change; a line the pull brought from the server is added.
 */
export function rebaseJudgedLines(
  before: readonly CartItem[],
  judged: readonly CartItem[],
  current: readonly CartItem[],
): CartItem[] {
  const verdictFor = (line: CartItem) => judged.find((candidate) => sameBookingIdentity(candidate, line));
  const next: CartItem[] = [];
  for (const line of current) {
    const verdict = verdictFor(line);
    if (before.includes(line)) {
      if (verdict) next.push(verdict);
    } else next.push(verdict ? { ...line, ...serverFields(verdict) } : line);
  }
  for (const line of judged)
    if (!before.some((old) => sameBookingIdentity(old, line)) && !next.some((kept) => sameBookingIdentity(kept, line)))
      next.push(line);
  return next;
}
