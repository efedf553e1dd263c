// The cart's face for the rest of the shop. Its runtime (store, sync, add) and the microcart are on-demand chunks:
// they are reached through the loaders of load-cart.ts and never re-exported here, so importing this face never pulls
// them into a page's start-up code. This face only re-exports: a face with code of its own is a module of the shell
// with all the modules it names, and the shell would take in the cart page's lines and totals with it.
export { useCartCount } from './cart-count';
export { CART_COOKIE } from './cart-cookie-name';
export { cartLineKey } from './cart-line-view';
export { CartPageLines } from './cart-page-lines';
export { CartPageTotals, CartTotals, type TotalsRow } from './CartTotals';
export type { CartPageView } from './cart-page-view';
export type { CartClientSettings } from '../../lib/cart-settings';
export { getCartSnapshot, readStoredCart } from './cart-store';
export { loadCart, loadCartRuntime, loadMicrocart } from './load-cart';
export { useCartWarmup } from './use-cart-warmup';
export { useServerCartChange } from './use-server-cart-change';
export { useAnnounceCartPosts } from './cart-page-announce';
export { useOfflineBookingGuard } from './use-offline-booking-guard';
export type { AddToCartInput } from './add-to-cart-input';
export type { SpotBookingView } from './spot-booking-view';
export { spotTimeZone } from './spot-time-zone';
export { SpotPeriodFields, type SpotPeriodFieldsProps } from './SpotPeriodFields';
