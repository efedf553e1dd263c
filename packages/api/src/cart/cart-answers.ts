import { bookingLabels, magentoTotals, type CouponTerms, type MagentoTotals } from '@storefront/core';
import type { ApiConfig } from '../config.js';
import type { CartItemRow, CartRow } from './cart-store.js';

/** The id the shopper knows the cart by: the masked id of a guest cart, the number of a customer cart. */
export const publicCartId = (cart: CartRow): string | number => cart.masked_id ?? cart.id;

/**
 * Magento's CartItem (see docs/api.md#cart) plus the booking fields under their spec names. A spot line whose place
 * is held carries when the hold ends (`extension_attributes.hold_expires_at`, ISO): the shopper is told how long the
 * place stays theirs without paying.
 */
export function toCartItem(row: CartItemRow, cart: CartRow, holdExpiresAt?: number) {
  return {
    item_id: row.item_id,
    sku: row.sku,
    qty: row.qty,
    name: row.name,
    price: row.price,
    product_type: row.product_type,
    quote_id: String(publicCartId(cart)),
    ...(row.product_option !== null && { product_option: JSON.parse(row.product_option) as unknown }),
    book_from: row.book_from,
    book_to: row.book_to,
    is_monthly: row.is_monthly === 1,
    // A booking's spot's clock: the storefront and mails show the period on it ('Sun 29 Nov, 10:00–13:00 EST').
    ...(row.spot_sku !== null && { time_zone: row.time_zone }),
    ...(holdExpiresAt !== undefined && {
      extension_attributes: { hold_expires_at: new Date(holdExpiresAt).toISOString() },
    }),
  };
}

export type ShippingMethod = ApiConfig['cart']['shippingMethods'][number];

/** The chosen shipping method of a cart, while the configuration still offers it. */
export function chosenShipping(cart: CartRow, config: ApiConfig): ShippingMethod | undefined {
  return config.cart.shippingMethods.find(
    (m) => m.carrier_code === cart.shipping_carrier_code && m.method_code === cart.shipping_method_code,
  );
}

/** The Magento totals of a cart (core's `magentoTotals`, the one computation the browser's fallback agrees with). */
export function cartTotals(
  cart: CartRow,
  rows: readonly CartItemRow[],
  config: ApiConfig,
  coupon: CouponTerms | undefined,
): MagentoTotals {
  return magentoTotals({
    lines: rows.map((row) => ({
      item_id: row.item_id,
      name: row.name,
      qty: row.qty,
      price: row.price,
      options: [
        ...((row.option_labels ? JSON.parse(row.option_labels) : []) as Array<{ label: string; value: string }>),
        ...bookingLabels({ book_from: row.book_from, book_to: row.book_to, is_monthly: row.is_monthly === 1 }),
      ],
    })),
    bookingTaxRatePercent: config.cart.bookingTaxRatePercent,
    currency: config.cart.currency,
    shipping: chosenShipping(cart, config) ?? null,
    coupon: coupon ?? null,
  });
}

/** Booking fields ride on `items[]` of the totals too (see docs/behaviour.md#booking-lines). */
export function totalsWithBookings(totals: MagentoTotals, rows: readonly CartItemRow[]) {
  return {
    ...totals,
    items: totals.items.map((item) => {
      const row = rows.find((r) => r.item_id === item.item_id);
      return {
        ...item,
        book_from: row?.book_from ?? null,
        book_to: row?.book_to ?? null,
        is_monthly: row?.is_monthly === 1,
        ...(row?.spot_sku != null && { time_zone: row.time_zone }),
      };
    }),
  };
}
