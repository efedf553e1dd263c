import { bookingPriceInclTax } from '../cart/cart-line.js';
import type { CartItem } from '../cart/cart-item.js';
import type { HistoryOrder, HistoryOrderItem } from './order-history.js';

export interface RemadeOrder {
  /** Cart lines for the order's plain products, with their options; the API prices them anew when they are sent. */
  lines: CartItem[];
  /** Booked lines: a period cannot be booked again as it was, so the spot listing books a new one. */
  skipped: HistoryOrderItem[];
}

const isBooking = (item: HistoryOrderItem) => Boolean(item.book_from || item.book_to);

/**
 * 'Remake order' (see docs/behaviour.md#checkout-and-orders): the order's lines as cart lines again. A booking (a parking spot's period) is skipped:
 * its period has passed or is already this order's, and a spot's price is only valid as the spot listing signs it.
 */
export function remakeOrder(order: Pick<HistoryOrder, 'items'>, bookingTaxRatePercent: number): RemadeOrder {
  const lines: CartItem[] = [];
  const skipped: HistoryOrderItem[] = [];
  for (const item of order.items) {
    if (isBooking(item)) {
      skipped.push(item);
      continue;
    }
    const qty = Math.trunc(Number(item.qty_ordered));
    if (typeof item.sku !== 'string' || item.sku === '' || !(qty > 0)) continue;
    const price = typeof item.price === 'number' && item.price >= 0 ? item.price : 0;
    const options = item.product_option?.extension_attributes;
    lines.push({
      sku: item.sku,
      ...(item.parent_sku && item.parent_sku !== item.sku && { parentSku: item.parent_sku }),
      name: item.name || item.sku,
      qty,
      // Shown until the API answers with the catalogue's price of today.
      price,
      priceInclTax: bookingPriceInclTax(price, bookingTaxRatePercent),
      is_monthly: false,
      type_id: item.product_type ?? 'simple',
      ...(options && item.product_option && { product_option: item.product_option }),
    });
  }
  return { lines, skipped };
}
