import { describe, expect, it } from 'vitest';
import { DE_DE_DICTIONARY } from './dictionary-de-de.js';
import { EN_US_DICTIONARY } from './dictionary-en-us.js';
import { IT_IT_DICTIONARY } from './dictionary-it-it.js';
import { CART_MESSAGES } from './messages-cart.js';
import { CHECKOUT_MESSAGES } from './messages-checkout.js';
import { ORDERS_MESSAGES } from './messages-orders.js';
import { PARKING_MESSAGES } from './messages-parking.js';
import { PAYMENT_MESSAGES } from './messages-payment.js';

describe.each([
  ['cart', CART_MESSAGES],
  ['checkout', CHECKOUT_MESSAGES],
  ['order', ORDERS_MESSAGES],
  ['payment', PAYMENT_MESSAGES],
  ['parking', PARKING_MESSAGES],
])('%s messages', (_, messages: readonly string[]) => {
  it('are known in en-US and translated for the German and Italian store views, placeholders kept', () => {
    const english: Readonly<Record<string, string>> = EN_US_DICTIONARY;
    for (const key of messages) {
      expect(english[key]).toBe(key);
      for (const dictionary of [DE_DE_DICTIONARY, IT_IT_DICTIONARY]) {
        const text = (dictionary as Readonly<Record<string, string>>)[key];
        expect(text, key).toBeTruthy();
        for (const placeholder of key.match(/\{\w+\}/g) ?? []) expect(text, key).toContain(placeholder);
      }
    }
  });
});
