// The cart's face for the rest of the shop. Its runtime (store, sync, add) and the microcart are on-demand chunks:
// they are reached through the loaders below and never re-exported here, so importing this face never pulls them into
// a page's start-up code.
export { useCartCount } from './cart-count';
export { CART_COOKIE } from './cart-cookie-name';
export { cartLineKey } from './cart-line-view';
export { CartPageLines } from './cart-page-lines';
export { CartPageTotals, CartTotals, type TotalsRow } from './CartTotals';
export type { CartPageView } from './cart-page-view';
export type { CartClientSettings } from '../../lib/cart-settings';
export { getCartSnapshot, readStoredCart } from './cart-store';
export { loadCart } from './load-cart';
export { useCartWarmup } from './use-cart-warmup';
export { useServerCartChange } from './use-server-cart-change';

/** The cart's runtime (store, server sync, writes): loaded on first use. */
export const loadCartRuntime = () => import('./cart-runtime');
/** The microcart's content. */
export const loadMicrocart = () => import('./Microcart');
export { useAnnounceCartPosts } from './cart-page-announce';
export { useOfflineBookingGuard } from './use-offline-booking-guard';
export type { AddToCartInput } from './add-to-cart-input';
export type { SpotBookingView } from './spot-booking-view';
export { spotTimeZone } from './spot-time-zone';
