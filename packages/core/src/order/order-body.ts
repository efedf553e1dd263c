/**
 * The order as it travels to `POST /api/order` (see docs/api.md#orders). The VSF1 frontend sends
 * whole catalogue documents as products; only the fields below are read, the rest is carried along.
 */
export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region?: string;
  region_id?: number;
  region_code?: string;
  telephone?: string;
  company?: string;
  email?: string;
  vat_id?: string;
}

export interface OrderProduct {
  sku: string;
  qty: number;
  /** Unit price before tax as the shopper saw it; the server prices the line itself (ADR 0010). */
  price: number;
  priceInclTax?: number;
  name?: string;
  type_id?: string;
  parentSku?: string;
  product_option?: unknown;
  server_item_id?: number | string;
  server_cart_id?: number | string;
  /** The catalogue's price signature (contract `sgn`), or the spot offer's for a parking booking. */
  sgn?: string;
  book_from?: string;
  book_to?: string;
  is_monthly?: boolean;
  [field: string]: unknown;
}

/** docs/behaviour.md#entities listingDetails: carried in `addressInformation.shippingExtraFields`. */
export interface ListingDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNo: string;
  address: string;
  intersection: string;
  /** The driver's vehicle: its plate as typed and the plate's country (ISO code; '' for a country without a check). */
  vehiclePlate?: string;
  plateCountry?: string;
}

export interface OrderAddressInformation {
  /** Absent for carts of only virtual or downloadable lines. */
  shippingAddress?: OrderAddress;
  billingAddress: OrderAddress;
  shipping_method_code?: string;
  shipping_carrier_code?: string;
  payment_method_code: string;
  payment_method_additional?: Record<string, unknown>;
  shippingExtraFields?: { listingDetails?: ListingDetails; [field: string]: unknown };
}

export interface OrderBody {
  /** Client-generated, unguessable: the idempotency key of the placement. */
  order_id?: string;
  /** The customer's id as a string, '' for a guest. */
  user_id?: string;
  /** Numeric customer cart id or 32-hex guest cart id, as a string; '' when none. */
  cart_id?: string;
  store_code?: string;
  store_id?: number;
  transmited?: boolean;
  transmited_at?: string;
  created_at?: string;
  updated_at?: string;
  status?: string;
  state?: string;
  products: OrderProduct[];
  addressInformation: OrderAddressInformation;
}

/** `result` of a placed order (see docs/api.md#orders): what the thank-you page and the local copy keep. */
export interface OrderConfirmation {
  magentoOrderId: number;
  backendOrderId: number;
  /** Zero-padded increment id, e.g. '000000012'. */
  orderNumber: string;
  transferedAt: string;
}
