import type { MessageKey } from './message-key.js';
import { ACCOUNT_PAGE_MESSAGES } from './messages-account-pages.js';
import { CART_MESSAGES } from './messages-cart.js';
import { CHECKOUT_MESSAGES } from './messages-checkout.js';
import { ERROR_MESSAGES } from './messages-errors.js';
import { NAVIGATION_MESSAGES } from './messages-navigation.js';
import { PARKING_MESSAGES } from './messages-parking.js';
import { PAYMENT_MESSAGES } from './messages-payment.js';
import { ORDERS_MESSAGES } from './messages-orders.js';
import { SCREEN_MESSAGES } from './messages-screens.js';
import { SESSION_MESSAGES } from './messages-session.js';
import { VALIDATION_MESSAGES } from './messages-validation.js';
import { STATIC_PAGE_TITLES } from './static-page-titles.js';

const keys: readonly MessageKey[] = [
  ...ERROR_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...SCREEN_MESSAGES,
  ...NAVIGATION_MESSAGES,
  ...ACCOUNT_PAGE_MESSAGES,
  ...SESSION_MESSAGES,
  ...CART_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...PARKING_MESSAGES,
  ...ORDERS_MESSAGES,
  ...Object.values(STATIC_PAGE_TITLES),
];

/** Complete: each key maps to itself, so the en-US text is edited in the message lists, in one place. */
export const EN_US_DICTIONARY: Readonly<Record<MessageKey, string>> = Object.freeze(
  Object.fromEntries(keys.map((key) => [key, key])) as Record<MessageKey, string>,
);
