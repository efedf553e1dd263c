/** What the shopper (and the button) reads when a payment step fails. */
export const PAYMENT_DECLINED = 'The payment was declined.';
export const PAYMENT_TIMEOUT = 'The payment provider did not answer. You have not been charged.';
export const PAYMENT_PROVIDER_FAILED = 'The payment provider could not be reached. Please try again.';
export const PAYMENT_AMOUNT_MISMATCH = 'The payment provider captured a different amount than the order total.';
export const PAYMENT_NOT_COMPLETED = 'The payment was not completed.';
export const PAYMENT_OTHER_ORDER = 'This payment belongs to another order.';
export const PAYMENT_TOTAL_CHANGED = 'The payment does not match the order total. Please pay again.';
export const UNKNOWN_PAYMENT = 'Unknown payment order.';
export const NO_PAYMENT_ID = 'payment_method_additional.orderID is required for Paypal.';
export const NO_ORDER_BODY = 'The request body must be the order.';
export const NO_ORDER_ID = 'order_id is required.';
export const NOTHING_TO_PAY = 'The order has nothing to pay.';
export const NOT_PAYPAL = 'The payment method must be vsfpaypal.';
export const NO_ORDER_ID_TO_EXECUTE = 'orderID is required.';
export const TOO_MANY_PAYMENT_CALLS = 'Too many payment requests. Please try again later.';
