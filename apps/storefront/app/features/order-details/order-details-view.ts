import type { CartPageView } from '../cart';

/** One placed order as the thank-you page and the account's order page show it (built on the server). */
export interface OrderDetailsView {
  number: string;
  /** In the store's date format. */
  date: string;
  status: string;
  /** The cart's line views: image, name, options, booking period, unit price, quantity, row total. */
  lines: CartPageView['lines'];
  /** Subtotal, shipping, discount, tax and grand total, formatted (titles are translation keys). */
  totals: CartPageView['segments'];
  shippingAddress: string[];
  billingAddress: string[];
  shippingMethod?: string;
  paymentMethod?: string;
}
