import { describe, expect, it } from 'vitest';
import { DE_DE_DICTIONARY } from './dictionary-de-de.js';
import { EN_US_DICTIONARY } from './dictionary-en-us.js';
import { IT_IT_DICTIONARY } from './dictionary-it-it.js';
import { ORDERS_MESSAGES } from './messages-orders.js';

describe('order messages', () => {
  it('are known in en-US and translated for the German and Italian store views, placeholders kept', () => {
    for (const key of ORDERS_MESSAGES) {
      expect(EN_US_DICTIONARY[key]).toBe(key);
      for (const dictionary of [DE_DE_DICTIONARY, IT_IT_DICTIONARY]) {
        const text = dictionary[key];
        expect(text, key).toBeTruthy();
        for (const placeholder of key.match(/\{\w+\}/g) ?? []) expect(text, key).toContain(placeholder);
      }
    }
  });
});
