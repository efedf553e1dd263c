import { WISHLIST_STORAGE } from '../lists/list-storage.js';

export interface StorageLocation {
  readonly collection: string;
  readonly key: string;
}

/**
 * Where the session and the data it owns live in browser storage: VSF 1's collection and key names (localStorage keys
 * `shop/<collection>/<key>`), so later issues (cart, checkout) and a returning VSF shopper find them.
 */
export const USER_TOKEN_STORAGE = { collection: 'user', key: 'current-token' } as const;
export const USER_STORAGE = { collection: 'user', key: 'current-user' } as const;
export const ORDERS_HISTORY_STORAGE = { collection: 'user', key: 'orders-history' } as const;
export const CART_STORAGE = { collection: 'cart', key: 'current-cart' } as const;
export const CART_TOKEN_STORAGE = { collection: 'cart', key: 'current-cart-token' } as const;
export const CHECKOUT_PERSONAL_STORAGE = { collection: 'checkout', key: 'personal-details' } as const;
export const CHECKOUT_SHIPPING_STORAGE = { collection: 'checkout', key: 'shipping-details' } as const;
export const CHECKOUT_PAYMENT_STORAGE = { collection: 'checkout', key: 'payment-details' } as const;
/** The parking booking's listing details (see docs/behaviour.md#entities). */
export const CHECKOUT_LISTING_STORAGE = { collection: 'checkout', key: 'listing-details' } as const;
/**
 * The order id of the checkout in progress: made when the review opens and kept across reloads, so a click after a
 * reload places the same order (the server's idempotency key); dropped once the order is placed.
 */
export const CHECKOUT_ORDER_ID_STORAGE = { collection: 'checkout', key: 'order-id' } as const;
/** The confirmation of the last placed order (see docs/behaviour.md#entities). */
export const LAST_ORDER_STORAGE = { collection: 'checkout', key: 'last-order-confirmation' } as const;
/** Orders kept in the browser (see docs/behaviour.md#entities), one entry per `order_id`. */
export const ORDERS_COLLECTION = 'orders';
/** The session's SHA3-224 hashes of orders already placed (see docs/behaviour.md#user-session step 1); it shares the orders collection. */
export const SESSION_ORDER_HASHES_STORAGE = { collection: ORDERS_COLLECTION, key: 'session-order-hashes' } as const;

/** Where one order is kept locally. */
export function localOrderStorage(orderId: string): StorageLocation {
  return { collection: ORDERS_COLLECTION, key: orderId };
}

/** The keys of the orders collection that hold orders (the session hashes share the collection). */
export function localOrderKeys(keys: readonly string[]): string[] {
  return keys.filter((key) => key !== SESSION_ORDER_HASHES_STORAGE.key);
}
/**
 * VSF 1 kept the refresh token here, readable by any script on the page. We never write it (the refresh token lives
 * in an HttpOnly cookie, ADR 0008); logout removes what an older frontend may have left.
 */
export const LEGACY_REFRESH_TOKEN_STORAGE = { collection: 'user', key: 'current-refresh-token' } as const;

/**
 * docs/behaviour.md#user-session: logout clears the cart token, user, wishlist, checkout details and cart. Orders kept
 * locally stay: a queued order is the shopper's purchase, not session data, and must still reach the shop.
 */
export const LOGOUT_CLEARS: readonly StorageLocation[] = Object.freeze([
  USER_TOKEN_STORAGE,
  USER_STORAGE,
  ORDERS_HISTORY_STORAGE,
  LEGACY_REFRESH_TOKEN_STORAGE,
  CART_TOKEN_STORAGE,
  CART_STORAGE,
  WISHLIST_STORAGE,
  CHECKOUT_PERSONAL_STORAGE,
  CHECKOUT_SHIPPING_STORAGE,
  CHECKOUT_PAYMENT_STORAGE,
  CHECKOUT_LISTING_STORAGE,
  CHECKOUT_ORDER_ID_STORAGE,
  LAST_ORDER_STORAGE,
]);

/** The localStorage key the storage manager uses for a location (what a `storage` event names). */
export function webStorageKey(location: StorageLocation): string {
  return `shop/${location.collection}/${location.key}`;
}
