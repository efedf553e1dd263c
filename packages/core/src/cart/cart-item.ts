import type { ProductErrors } from '../product/types.js';

/**
 * A cart line (see docs/behaviour.md#entities). Every line is a booking (see docs/behaviour.md#the-shop-at-a-glance): `book_from`/`book_to` (ISO 8601
 * date-times, both absent for a plain product) and `is_monthly`, with a price the caller set, not the catalogue's.
 */
export interface CartItem {
  sku: string;
  parentSku?: string;
  name: string;
  /** An integer above 0. */
  qty: number;
  /** The caller-set unit price, before the booking tax. */
  price: number;
  final_price?: number;
  regular_price?: number;
  /** `price` plus the booking tax (config `cart.bookingTaxRatePercent`, 10.25 %), two decimals. */
  priceInclTax: number;
  is_monthly: boolean;
  book_from?: string;
  book_to?: string;
  type_id: string;
  /** The line's id in the server cart, once the server has it. */
  server_item_id?: number | string;
  server_cart_id?: number | string;
  /** The quantity before an update the server has not confirmed yet (restored when it fails). */
  prev_qty?: number;
  product_option?: CartProductOption;
  errors?: ProductErrors;
  info?: Record<string, string>;
  totals?: CartItemTotals;
  is_in_stock?: boolean;
  image?: string;
  /** For a spot: its id, the period's mode and the API's signature of the price, when it signed it. */
  spot_id?: string | number;
  sgn?: string;
  /** For a spot held in the server cart: when its hold ends (ISO), as the server last answered. */
  hold_expires_at?: string;
}

/** VSF's `product_option.extension_attributes`: the configured options of a line. */
export interface CartProductOption {
  extension_attributes: {
    configurable_item_options?: Array<{ option_id: string | number; option_value: string | number }>;
    custom_options?: Array<{ option_id: string | number; option_value: string | number }>;
    bundle_options?: Array<{ option_id: string | number; option_qty: number; option_selections: number[] }>;
  };
}

/** The server's totals of one line (Magento's `items[]` of the totals). */
export interface CartItemTotals {
  item_id?: number | string;
  qty: number;
  price?: number;
  price_incl_tax?: number;
  row_total?: number;
  row_total_incl_tax?: number;
  discount_amount?: number;
  options?: string;
}
