// The reader of booking rule messages with values in them, on its own so the checkout loads it with the placement
// (use-place-order.ts) instead of with the page.
export { translateBookingMessage } from '@storefront/core';
