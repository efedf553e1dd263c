import type { ProductDocument } from '../catalog/types.js';
import { roundPrice } from '../pricing/round-price.js';
import { associatedLinks } from '../product/grouped-price.js';
import type { CartItem, CartProductOption } from './cart-item.js';
import { sameBookingIdentity } from './server-cart-item.js';

/**
 * What the caller books: a price it set (docs/behaviour.md#the-shop-at-a-glance: never taken from the catalogue) and, for a spot, the period.
 * A product page passes the product's final price and no dates; the spot listing passes its dates and its price.
 */
export interface BookingRequest {
  /** Unit price before the booking tax; null/undefined when the caller could not price it. */
  price: number | null | undefined;
  book_from?: string;
  book_to?: string;
  is_monthly?: boolean;
  product_option?: CartProductOption;
  spot_id?: string | number;
  sgn?: string;
}

/** docs/behaviour.md#prices-and-taxes: price plus the booking tax (10.25 % by default), two decimals. */
export function bookingPriceInclTax(price: number, bookingTaxRatePercent: number): number {
  return roundPrice(price * (1 + bookingTaxRatePercent / 100));
}

/**
 * docs/behaviour.md#adding-to-cart: a quantity given as a string becomes an integer ('2' → 2, '2.7' → 2, as VSF's parseInt did).
 * null when it is no number at all, so the caller can refuse it instead of storing NaN.
 */
export function toCartQty(value: unknown): number | null {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(parsed) ? Math.trunc(parsed) : null;
}

/**
 * One booking line for a product (or a spot presented as a product). The quantity is forced to 1 (docs/behaviour.md#adding-to-cart:
 * each add books one unit; repeated adds raise it through `addCartLine`). `price` of null becomes 0 here:
 * `addToCartCheck` refuses it before a line built from it can reach the cart.
 */
export function cartLineFromProduct(
  product: ProductDocument,
  booking: BookingRequest,
  bookingTaxRatePercent: number,
): CartItem {
  const price = typeof booking.price === 'number' && Number.isFinite(booking.price) ? roundPrice(booking.price) : 0;
  const line: CartItem = {
    sku: product.sku,
    name: product.name,
    qty: 1,
    price,
    priceInclTax: bookingPriceInclTax(price, bookingTaxRatePercent),
    is_monthly: booking.is_monthly === true,
    type_id: product.type_id,
  };
  // A configured product arrives as its parent with the child's sku (VSF's shape); keep the parent for the server.
  if (typeof product.parentSku === 'string' && product.parentSku !== '') line.parentSku = product.parentSku;
  if (typeof product.final_price === 'number') line.final_price = product.final_price;
  if (typeof product.price === 'number') line.regular_price = product.price;
  if (typeof product.image === 'string' && product.image !== '') line.image = product.image;
  if (booking.book_from !== undefined) line.book_from = booking.book_from;
  if (booking.book_to !== undefined) line.book_to = booking.book_to;
  if (booking.product_option !== undefined) line.product_option = booking.product_option;
  if (booking.spot_id !== undefined) line.spot_id = booking.spot_id;
  if (booking.sgn !== undefined) line.sgn = booking.sgn;
  return line;
}

/**
 * The products one add puts in the cart: a grouped product is added as its associated children (see docs/behaviour.md#adding-to-cart),
 * each from the link's attached `product` or the matching entry of `associatedProducts`; links whose product is not
 * at hand are left out (they cannot be priced or named). Any other product is added as itself.
 */
export function productsToAdd(
  product: ProductDocument,
  associatedProducts: readonly ProductDocument[] = [],
): ProductDocument[] {
  if (product.type_id !== 'grouped') return [product];
  const links = associatedLinks(product);
  if (links.length === 0) return [...associatedProducts];
  return links.flatMap((link) => {
    const child = link.product ?? associatedProducts.find((candidate) => candidate.sku === link.linked_product_sku);
    return child ? [child] : [];
  });
}

/**
 * Adds a line to the items (new array, inputs untouched): a line for the same booking raises that line's quantity
 * by the added quantity, anything else is appended as a new line. A different period of the same spot is a
 * different booking, so it never merges.
 */
export function addCartLine(items: readonly CartItem[], line: CartItem): CartItem[] {
  const index = items.findIndex((item) => sameBookingIdentity(item, line));
  if (index === -1) return [...items, { ...line }];
  return items.map((item, i) => (i === index ? { ...item, qty: item.qty + line.qty } : item));
}
