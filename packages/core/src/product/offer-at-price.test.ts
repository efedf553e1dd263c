import { describe, expect, it } from 'vitest';
import { offersAtPrice } from './offer-at-price.js';

describe('offersAtPrice', () => {
  it('offers any product with a price', () => {
    for (const type of ['simple', 'configurable', 'bundle', 'grouped', undefined]) {
      expect(offersAtPrice(type, 12, false)).toBe(true);
    }
  });

  it('never offers a configurable, bundle or grouped product without a price', () => {
    for (const type of ['configurable', 'bundle', 'grouped']) {
      expect(offersAtPrice(type, 0, true)).toBe(false);
      expect(offersAtPrice(type, 0, false)).toBe(false);
    }
  });

  it('offers a simple product at 0 only when zero prices are allowed', () => {
    expect(offersAtPrice('simple', 0, true)).toBe(true);
    expect(offersAtPrice('simple', 0, false)).toBe(false);
    expect(offersAtPrice('simple', Number.NaN, true)).toBe(false);
  });
});
