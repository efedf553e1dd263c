import { describe, expect, it } from 'vitest';
import { DE_DE_DICTIONARY } from './dictionary-de-de.js';
import { EN_US_DICTIONARY } from './dictionary-en-us.js';
import { IT_IT_DICTIONARY } from './dictionary-it-it.js';
import { PAYMENT_MESSAGES } from './messages-payment.js';

describe('payment messages', () => {
  it('are known in en-US and translated for the German and Italian store views', () => {
    for (const key of PAYMENT_MESSAGES) {
      expect(EN_US_DICTIONARY[key]).toBe(key);
      for (const dictionary of [DE_DE_DICTIONARY, IT_IT_DICTIONARY]) expect(dictionary[key], key).toBeTruthy();
    }
  });
});
