// The cart's server-only face: the no-JS actions and the loaders over the shopper's server cart.
export { asCartItems, cartAction, readForm, seeOther, sendLines } from './cart-actions.server';
export type { PulledCartItem } from './cart-api';
export { findServerCart, pullCart, type ServerCart } from './cart-api.server';
export { loadCartPage } from './cart-page.server';
export { cartClientSettings } from './cart-settings.server';
export { loadSpotBooking } from './spot-booking.server';
export { loadSpotListing, spotListingAction } from './spot-listing.server';
export { spotTimeZone } from './spot-time-zone';
export { bookingPeriodView } from './booking-period-view';
