import type { BookingPeriodView } from './booking-period-view';

/** What the cart page (and the checkout's summary) renders: built on the server from the server cart. */
export interface CartLineView {
  itemId: string;
  sku: string;
  name: string;
  imageUrl: string;
  href?: string;
  /** Chosen options as label/value pairs (the totals' `options`). */
  options: Array<{ label: string; value: string }>;
  /** A booking's period on the spot's clock, its mode and how long the place is held. */
  period?: BookingPeriodView;
  /** Unit price before the booking tax (the product page's price), formatted. */
  price: string;
  qty: number;
  rowTotal: string;
}

export interface CartPageView {
  lines: CartLineView[];
  segments: Array<{ code: string; title: string; value: string }>;
  coupon?: string;
  /** The line whose removal waits for the shopper's confirmation (`?remove=<item id>`). */
  confirmRemove?: CartLineView;
  cartHref: string;
  checkoutHref: string;
  homeHref: string;
}
