/** What the bookings API answers a shopper; each sentence is tested as it stands, and translated in the store views. */

/** Any booking the caller may not see, whether it exists or not: the answer never tells the two apart. */
export const BOOKING_NOT_FOUND = 'Booking not found.';
export const BOOKING_LOGIN_REQUIRED = 'Log in, or open the booking from the link in its confirmation mail.';
export const BOOKING_ALREADY_CANCELLED = 'This booking was cancelled.';
export const BOOKING_ENDED = 'This booking has ended.';
export const EXTENSION_TO_INVALID =
  '"to" must be a date-time after the booking\'s current end (ISO 8601 with an offset).';
export const EXTENSION_NOT_FREE = 'The place is not free for the extra time.';
export const EXTENSION_NOT_PRICED = 'A monthly booking can only be extended by whole calendar months.';
export const EXTENSION_PAYMENT_REQUIRED = 'Approve the payment of the extension, then confirm it.';
export const EXTENSION_PAYMENT_INVALID = '"orderID" must be the payment created for this extension.';
export const EXTENSION_REFUNDED = 'The place was taken meanwhile; the payment of the extension was given back.';
export const EXTENSION_CHANGED = 'The booking changed meanwhile; please try again.';
export const SPOT_GONE = 'This spot is no longer offered.';
export const TOO_MANY_BOOKING_CALLS = 'Too many booking requests. Please wait a moment and try again.';
export const REFUND_FAILED = 'The booking is cancelled; the refund is still being processed.';

/** The booking page without a script: paying an extension online happens in the provider's window. */
export const EXTENSION_NEEDS_SCRIPT = 'Paying the extension needs JavaScript. Please enable it and try again.';
