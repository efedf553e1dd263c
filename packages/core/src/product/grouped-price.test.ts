import { describe, expect, it } from 'vitest';
import { associatedLinks, groupedPrice } from './grouped-price.js';
import { simple } from './test-support/fixtures.js';

const now = new Date('2024-06-15T12:00:00Z');

const set = simple({
  id: 90,
  sku: 'SET-1',
  type_id: 'grouped',
  price: 12,
  product_links: [
    {
      sku: 'SET-1',
      link_type: 'associated',
      linked_product_sku: 'band-a',
      linked_product_type: 'simple',
      extension_attributes: { qty: 2 },
    },
    {
      sku: 'SET-1',
      link_type: 'associated',
      linked_product_sku: 'band-b',
      linked_product_type: 'simple',
      extension_attributes: { qty: 1 },
    },
    { sku: 'SET-1', link_type: 'related', linked_product_sku: 'mat', linked_product_type: 'simple' },
  ],
});

const members = [
  simple({ sku: 'band-a', price: 12 }),
  simple({ sku: 'band-b', price: 18, special_price: 16 }),
  simple({ sku: 'mat', price: 40 }),
];

describe('associatedLinks', () => {
  it('keeps the associated links only', () => {
    expect(associatedLinks(set).map((link) => link.linked_product_sku)).toEqual(['band-a', 'band-b']);
  });
});

describe('groupedPrice', () => {
  it('sums the associated products at qty 1 each, with their effective prices', () => {
    expect(groupedPrice(set, members, now)).toEqual({ price: 28, priceInclTax: 28, unresolved: [] });
  });

  it('uses gross prices of API-priced members', () => {
    const priced = [
      simple({ sku: 'band-a', price: 12, price_incl_tax: 14.76 }),
      simple({ sku: 'band-b', price: 16, price_incl_tax: 19.68 }),
    ];
    expect(groupedPrice(set, priced, now)).toEqual({ price: 28, priceInclTax: 34.44, unresolved: [] });
  });

  it('prefers products attached to the links and reports missing members', () => {
    const withAttached = {
      ...set,
      product_links: [
        { link_type: 'associated', linked_product_sku: 'band-a', product: simple({ sku: 'band-a', price: 10 }) },
        { link_type: 'associated', linked_product_sku: 'gone' },
      ],
    };
    expect(groupedPrice(withAttached, members, now)).toEqual({ price: 10, priceInclTax: 10, unresolved: ['gone'] });
  });

  it('prices the given products when the product has no associated links', () => {
    expect(groupedPrice(simple({ sku: 'G', type_id: 'grouped' }), members.slice(0, 2), now).price).toBe(28);
  });
});
