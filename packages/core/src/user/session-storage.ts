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
/**
 * VSF 1 kept the refresh token here, readable by any script on the page. We never write it (the refresh token lives
 * in an HttpOnly cookie, ADR 0008); logout removes what an older frontend may have left.
 */
export const LEGACY_REFRESH_TOKEN_STORAGE = { collection: 'user', key: 'current-refresh-token' } as const;

/** Spec point 4 "User session": logout clears the cart token, user, wishlist, checkout details and cart. */
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
]);

/** The localStorage key the storage manager uses for a location (what a `storage` event names). */
export function webStorageKey(location: StorageLocation): string {
  return `shop/${location.collection}/${location.key}`;
}
