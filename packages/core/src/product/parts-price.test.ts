import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { memberSkus, partsPrice } from './parts-price.js';

const now = new Date('2026-01-01T00:00:00Z');
const member = (sku: string, gross: number): ProductDocument =>
  ({ id: 1, name: sku, sku, type_id: 'simple', price: gross, price_incl_tax: gross, status: 1 }) as ProductDocument;
const members = {
  BELT: member('BELT', 20),
  SCARF: member('SCARF', 25),
  CAP: member('CAP', 15),
  OTHER: member('OTHER', 99),
};

const bundle = {
  id: 2,
  name: 'Set',
  sku: 'SET',
  type_id: 'bundle',
  price: 0,
  bundle_options: [
    { option_id: 1, required: true, product_links: [{ id: 1, sku: 'BELT', qty: 1, is_default: true }] },
    {
      option_id: 2,
      required: true,
      product_links: [
        { id: 2, sku: 'SCARF', qty: 2, is_default: true },
        { id: 3, sku: 'CAP', qty: 1, is_default: false },
      ],
    },
  ],
} as ProductDocument;

const grouped = (skus: string[]) =>
  ({
    id: 3,
    name: 'Pair',
    sku: 'PAIR',
    type_id: 'grouped',
    price: 0,
    product_links: skus.map((sku) => ({ link_type: 'associated', linked_product_sku: sku, sku: 'PAIR' })),
  }) as ProductDocument;

describe('partsPrice', () => {
  it('prices a bundle from its default selections times their qty', () => {
    expect(partsPrice(bundle, members, now)).toBe(20 + 2 * 25);
  });

  it('prices a grouped product from its own associated products only', () => {
    expect(partsPrice(grouped(['SCARF', 'CAP']), members, now)).toBe(40);
  });

  it('uses parts already attached to the links', () => {
    const attached = grouped(['SCARF']);
    (attached.product_links as Array<{ product?: ProductDocument }>)[0]!.product = member('SCARF', 30);
    expect(partsPrice(attached, {}, now)).toBe(30);
  });

  it('gives no price when no part was found, or for other types', () => {
    expect(partsPrice(grouped(['GONE']), members, now)).toBeUndefined();
    expect(partsPrice(grouped([]), members, now)).toBeUndefined();
    expect(partsPrice(bundle, {}, now)).toBeUndefined();
    expect(partsPrice(member('BELT', 20), members, now)).toBeUndefined();
  });
});

describe('memberSkus', () => {
  it("lists a bundle's selections once each, a grouped product's associated products, nothing for other types", () => {
    expect(memberSkus(bundle)).toEqual(['BELT', 'SCARF', 'CAP']);
    expect(memberSkus(grouped(['SCARF', 'CAP']))).toEqual(['SCARF', 'CAP']);
    expect(memberSkus(members.BELT)).toEqual([]);
  });
});
