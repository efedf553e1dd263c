import { describe, expect, it } from 'vitest';
import { memberPrice } from './member-price.js';
import { simple } from './test-support/fixtures.js';

const now = new Date('2024-06-15T12:00:00Z');

describe('memberPrice', () => {
  it("trusts an API-priced document's price and gross", () => {
    expect(memberPrice(simple({ sku: 'A', price: 15, price_incl_tax: 18.45, special_price: 15 }), now)).toEqual({
      price: 15,
      priceInclTax: 18.45,
    });
  });

  it('applies the special-price rule to an unpriced document, gross equal to net', () => {
    expect(memberPrice(simple({ sku: 'A', price: 19, special_price: 15 }), now)).toEqual({
      price: 15,
      priceInclTax: 15,
    });
    expect(memberPrice(simple({ sku: 'A', price: 19, special_price: 15, special_to_date: '2024-01-01' }), now)).toEqual(
      {
        price: 19,
        priceInclTax: 19,
      },
    );
  });
});
