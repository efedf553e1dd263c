import { describe, expect, it } from 'vitest';
import { priceInclTax } from './price-incl-tax.js';
import { taxRules } from '../pricing/test-support/tax-rules.js';

describe('priceInclTax', () => {
  it('adds the rate of the tax class for the country', () => {
    expect(priceInclTax(100, '2', taxRules, { country: 'DE' })).toBe(123);
  });

  it('matches the region and rounds as the API does', () => {
    expect(priceInclTax(19.99, 2, taxRules, { country: 'US', region: 'California' })).toBe(21.64);
    expect(priceInclTax(19.99, 2, taxRules, { country: 'US', region: 'Texas' })).toBe(19.99);
  });

  it('leaves the price untaxed without a matching rate or tax class', () => {
    expect(priceInclTax(100, '2', taxRules, { country: 'FR' })).toBe(100);
    expect(priceInclTax(100, '0', taxRules, { country: 'DE' })).toBe(100);
    expect(priceInclTax(100, undefined, taxRules, { country: 'DE' })).toBe(100);
  });

  it('narrows by customer group when one is given', () => {
    expect(priceInclTax(100, '2', taxRules, { country: 'DE', userGroupId: 1 })).toBe(100);
    expect(priceInclTax(100, '2', taxRules, { country: 'DE', userGroupId: 3 })).toBe(123);
  });
});
