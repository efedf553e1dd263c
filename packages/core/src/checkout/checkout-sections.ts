import type { CartItem } from '../cart/cart-item.js';

/** Product types that are never delivered: a cart of only these has no shipping step (VSF's `isVirtualCart`). */
export const UNSHIPPED_TYPES: readonly string[] = Object.freeze(['virtual', 'downloadable']);

export type CheckoutSection = 'personal' | 'listing' | 'shipping' | 'payment' | 'review';

type SectionItem = Pick<CartItem, 'type_id' | 'book_from' | 'spot_id'>;

/** A line is a parking booking when it has a period or names its spot (see docs/behaviour.md#the-shop-at-a-glance). */
export function isBookingLine(item: Pick<CartItem, 'book_from' | 'spot_id'>): boolean {
  return (typeof item.book_from === 'string' && item.book_from !== '') || item.spot_id !== undefined;
}

/** Nothing to ship: every line is of a never-delivered type. An empty cart is not virtual (the checkout refuses it). */
export function isVirtualCart(
  items: readonly Pick<CartItem, 'type_id'>[],
  unshippedTypes: readonly string[] = UNSHIPPED_TYPES,
): boolean {
  return items.length > 0 && items.every((item) => unshippedTypes.includes(item.type_id));
}

/**
 * The checkout's sections in the order they open (see docs/behaviour.md#checkout-and-orders): listing details only for carts with parking bookings,
 * shipping skipped for carts of only virtual or downloadable lines.
 */
export function checkoutSections(
  items: readonly SectionItem[],
  unshippedTypes: readonly string[] = UNSHIPPED_TYPES,
): CheckoutSection[] {
  return [
    'personal',
    ...(items.some(isBookingLine) ? (['listing'] as const) : []),
    ...(isVirtualCart(items, unshippedTypes) ? [] : (['shipping'] as const)),
    'payment',
    'review',
  ];
}

/** The section after `current`, or undefined after the review. */
export function nextCheckoutSection(
  sections: readonly CheckoutSection[],
  current: CheckoutSection,
): CheckoutSection | undefined {
  const index = sections.indexOf(current);
  return index < 0 ? undefined : sections[index + 1];
}

/**
 * The section that is open: the one the shopper opened, or, when the cart changed under it and the section went (its
 * last shipped line removed), the first section not done yet, so that one section is always open.
 */
export function openCheckoutSection(
  sections: readonly CheckoutSection[],
  opened: CheckoutSection,
  done: readonly CheckoutSection[],
): CheckoutSection {
  if (sections.includes(opened)) return opened;
  return sections.find((section) => !done.includes(section)) ?? sections[sections.length - 1]!;
}
