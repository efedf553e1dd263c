import type { ACCOUNT_PAGE_MESSAGES } from './messages-account-pages.js';
import type { CART_MESSAGES } from './messages-cart.js';
import type { CHECKOUT_MESSAGES } from './messages-checkout.js';
import type { ERROR_MESSAGES } from './messages-errors.js';
import type { NAVIGATION_MESSAGES } from './messages-navigation.js';
import type { PARKING_MESSAGES } from './messages-parking.js';
import type { PAYMENT_MESSAGES } from './messages-payment.js';
import type { ORDERS_MESSAGES } from './messages-orders.js';
import type { SCREEN_MESSAGES } from './messages-screens.js';
import type { SESSION_MESSAGES } from './messages-session.js';
import type { VALIDATION_MESSAGES } from './messages-validation.js';
import type { STATIC_PAGE_TITLES } from './static-page-titles.js';

/** Every key the en-US dictionary defines; the English message is its own key (VSF's `i18n.t('Field is required')`). */
export type MessageKey =
  | (typeof ERROR_MESSAGES)[number]
  | (typeof VALIDATION_MESSAGES)[number]
  | (typeof SCREEN_MESSAGES)[number]
  | (typeof NAVIGATION_MESSAGES)[number]
  | (typeof ACCOUNT_PAGE_MESSAGES)[number]
  | (typeof SESSION_MESSAGES)[number]
  | (typeof CART_MESSAGES)[number]
  | (typeof CHECKOUT_MESSAGES)[number]
  | (typeof PAYMENT_MESSAGES)[number]
  | (typeof PARKING_MESSAGES)[number]
  | (typeof ORDERS_MESSAGES)[number]
  | (typeof STATIC_PAGE_TITLES)[keyof typeof STATIC_PAGE_TITLES];

/** Values may use `{name}` placeholders. Partial: a missing key falls back to en-US, then to the key itself. */
export type Dictionary = Readonly<Partial<Record<string, string>>>;

/** A locale's dictionary restricted to known keys, so a misspelt key fails to compile. */
export type KnownDictionary = Readonly<Partial<Record<MessageKey, string>>>;

export type Dictionaries = Readonly<Partial<Record<string, Dictionary>>>;
