import type {
  CancellationPolicy,
  CartItem,
  CheckoutAddress,
  CheckoutConfig,
  Customer,
  OrdersConfig,
  PaymentMethodConfig,
  PriceFormatOptions,
  ShippingMethodConfig,
} from '@storefront/core';
import type { CartPageView } from '../cart';
import type { PaymentButtonSettings } from './payment-button/payment-button-settings';

/** A spot's own address, for the listing details' prefill. */
export interface SpotAddress {
  address: string;
  intersection: string;
}

/** What the checkout page renders, built on the server from the server cart (the same for JS and no-JS). */
export interface CheckoutView {
  cart: CartPageView;
  /** The server cart's lines in the browser's shape: the sections and the order body come from them. */
  items: CartItem[];
  /** The server cart the order is for ('' when none). */
  cartId: string;
  customer?: Customer;
  /** The logged-in customer's default shipping address ('ship to my default address'), when saved. */
  defaultAddress?: CheckoutAddress;
  defaultCountry: string;
  /** The methods offered, each at this cart's price (the API's estimate; free once a threshold is reached). */
  shippingMethods: ShippingMethodConfig[];
  /** Each method's price incl. tax for this cart, formatted, by method code (a free one shows 'Free'). */
  shippingPrices: Record<string, string>;
  /** The methods this cart may be paid with (cash on delivery hidden for virtual-only carts). */
  paymentMethods: PaymentMethodConfig[];
  defaultPaymentMethod: string;
  /** The first parking line's spot, when the cart books one. */
  spot?: SpotAddress;
  /** The bookings' cancellation policy (`GET /api/ext/bookings/policy`), shown before payment when the cart books. */
  cancellationPolicy?: CancellationPolicy;
  /** Generated on the server for the no-JS form (docs/behaviour.md#order-placement keeps the browser's own across reloads). */
  orderId: string;
  orderEndpoint: string;
  /** The cart's `shipping-information` endpoint: the review's totals then include the chosen shipping. */
  shippingInformationEndpoint: string;
  /** What the placement machine needs of the orders config (direct sync, offline orders). */
  orders: Pick<OrdersConfig, 'directBackendSync' | 'offlineOrders'>;
  /** Storefront `mailer.contactAddress` (see docs/behaviour.md#order-error-messages): the `{email}` of the 400 message. */
  contactAddress: string;
  storeCode: string;
  /** VSF's `orders.payment_methods_mapping`: the code the order carries for a chosen method. */
  paymentMethodsMapping: Record<string, string>;
  /** The payment-provider button's script and endpoints (payment helper). */
  paymentButton: PaymentButtonSettings;
  /** `checkout.placesAutocomplete.apiKey`: '' completes addresses from the shipped data. */
  placesApiKey: string;
  checkoutPath: string;
  thankYouPath: string;
  /**
   * Only on the worker's offline copy (see docs/behaviour.md#offline-copies): its cart is not the shopper's, so the browser builds the checkout
   * from this configuration and its own cart.
   */
  offlineShell?: CheckoutShell;
}

/**
 * What the checkout page takes from the shop's configuration alone (no cart, no shopper): every page carries it in
 * the root data, so the checkout can be built offline from it and the browser cart (see docs/behaviour.md#offline).
 */
export interface CheckoutShell extends Omit<
  CheckoutView,
  | 'cart'
  | 'items'
  | 'cartId'
  | 'customer'
  | 'defaultAddress'
  | 'spot'
  | 'cancellationPolicy'
  | 'orderId'
  | 'paymentMethods'
  | 'shippingPrices'
  | 'offlineShell'
> {
  /** Every configured method; the cart's lines decide which are offered (cash on delivery and virtual carts). */
  allPaymentMethods: PaymentMethodConfig[];
  hideCashOnDeliveryForTypes: CheckoutConfig['hideCashOnDeliveryForTypes'];
  priceFormat: Required<Pick<PriceFormatOptions, 'currencySign' | 'currencySignPlacement' | 'fractionDigits'>>;
  images: { baseUrl: string; thumbnail: { width: number; height: number } };
  cartHref: string;
  homeHref: string;
}
