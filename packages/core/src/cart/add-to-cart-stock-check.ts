import type { MessageKey } from '../i18n/message-key.js';
import type { CartItem } from './cart-item.js';
import { sameBookingIdentity } from './server-cart-item.js';

export const STOCK_CHECK_MESSAGES = { inStock: 'In stock!', outOfStock: 'Out of the stock!' } as const satisfies Record<
  string,
  MessageKey
>;

export interface StockCheckOutcome {
  items: CartItem[];
  /** The line was taken out because out-of-stock lines are not allowed in the cart. */
  removed: boolean;
}

/**
 * docs/behaviour.md#stock-check, after the online check of an added line (the caller runs it
 * `stock.checkFollowUpDelayMs`, 500 ms, after the add): in stock sets the info 'In stock!' and clears an old stock
 * error; out of stock sets the error 'Out of the stock!' when out-of-stock lines are allowed in the cart, otherwise
 * the line is removed. Only the `stock` key of `info`/`errors` is touched, so other messages on the line survive.
 */
export function applyStockCheck(
  items: readonly CartItem[],
  line: CartItem,
  isInStock: boolean,
  allowOutOfStockInCart: boolean,
): StockCheckOutcome {
  if (!isInStock && !allowOutOfStockInCart) {
    const kept = items.filter((item) => !sameBookingIdentity(item, line));
    return { items: kept, removed: kept.length !== items.length };
  }
  return {
    items: items.map((item) => {
      if (!sameBookingIdentity(item, line)) return item;
      const { stock: _oldInfo, ...info } = item.info ?? {};
      const { stock: _oldError, ...errors } = item.errors ?? {};
      return isInStock
        ? { ...item, is_in_stock: true, info: { ...info, stock: STOCK_CHECK_MESSAGES.inStock }, errors }
        : { ...item, is_in_stock: false, info, errors: { ...errors, stock: STOCK_CHECK_MESSAGES.outOfStock } };
    }),
    removed: false,
  };
}

/**
 * `to` (a newer copy of the line, such as the server's answer to the add) with the stock check's word that `from`
 * carries: `is_in_stock` and the `stock` key of `info` or `errors`, which only applyStockCheck sets. The check may
 * land while the add's answer travels, and that answer knows nothing of it.
 */
export function keepStockCheck(from: CartItem, to: CartItem): CartItem {
  const info = from.info?.stock;
  const error = from.errors?.stock;
  if (info === undefined && error === undefined) return to;
  return {
    ...to,
    is_in_stock: from.is_in_stock,
    ...(info !== undefined && { info: { ...to.info, stock: info } }),
    ...(error !== undefined && { errors: { ...to.errors, stock: error } }),
  };
}
