/** The placement's own answers (see docs/api.md#orders, docs/behaviour.md#orders-exactly-once, docs/behaviour.md#order-pricing, docs/behaviour.md#order-ownership); the cart's and the spots' are reused as they are. */
export const ORDER_RUNNING = 'This order is already being placed.';
export const ORDER_ID_REUSED = 'This order_id was already used for a different order.';
export const PAYMENT_METHOD_UNAVAILABLE = 'The requested Payment Method is not available.';
export const PAYMENT_ALREADY_USED = 'This payment was already used for another order.';
export const TOO_MANY_ORDERS = 'Too many orders from this address. Please try again later.';
export const SHIPPING_ADDRESS_REQUIRED = 'is required when the order holds products to ship';

/** The contract's 500 (see docs/api.md#orders); the VSF frontend matches on its first words, 'Error while adding products'. */
export const productsError = (sku: string, reason: string) => `Error while adding products. ${sku}: ${reason}`;

/** An order that is unknown, not placed, or not the caller's: one answer for all three. */
export const ORDER_NOT_FOUND = 'Order not found';
