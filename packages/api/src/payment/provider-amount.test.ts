import { describe, expect, it } from 'vitest';
import { providerAmount } from './provider-amount.js';

describe('providerAmount', () => {
  it('rounds to the minor unit of the currency', () => {
    expect(providerAmount(12.3, 'USD')).toBe('12.30');
    expect(providerAmount(39.359999999, 'EUR')).toBe('39.36');
    expect(providerAmount(1200.4, 'JPY')).toBe('1200');
  });
  it('falls back to two decimals for a code Intl does not know', () => {
    expect(providerAmount(5, 'X')).toBe('5.00');
  });
});
