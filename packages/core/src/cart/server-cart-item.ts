import type { CartProductOption } from './cart-item.js';

/**
 * One item of the server cart as `/api/cart/pull` returns it (see docs/api.md#cart): Magento's quote item fields plus our
 * booking fields under their spec names.
 */
export interface ServerCartItem {
  sku: string;
  qty: number;
  item_id?: number | string;
  quote_id?: number | string;
  product_option?: CartProductOption;
  book_from?: string | null;
  book_to?: string | null;
  is_monthly?: boolean | null;
  price?: number;
  name?: string;
  product_type?: string;
  /** A held spot line: when its hold ends (ISO 8601). */
  extension_attributes?: { hold_expires_at?: string };
}

/** The fields that decide whether two lines are the same booking (docs/behaviour.md#cart-in-the-browser, first rule). */
export type BookingIdentity = Pick<ServerCartItem, 'sku' | 'book_from' | 'book_to' | 'is_monthly'>;

// The server may echo a date-time in another ISO form ('…00Z' vs '…00.000Z'), so dates compare as instants.
function sameInstant(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = a || undefined;
  const right = b || undefined;
  if (left === undefined || right === undefined) return left === right;
  const l = Date.parse(left);
  const r = Date.parse(right);
  return Number.isNaN(l) || Number.isNaN(r) ? left === right : l === r;
}

/** Same sku, monthly flag, start and end: the lines are one booking (a missing flag counts as not monthly). */
export function sameBookingIdentity(a: BookingIdentity, b: BookingIdentity): boolean {
  return (
    a.sku === b.sku &&
    Boolean(a.is_monthly) === Boolean(b.is_monthly) &&
    sameInstant(a.book_from, b.book_from) &&
    sameInstant(a.book_to, b.book_to)
  );
}
