import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { applyTierPrice, tierPriceFor } from './tier-price.js';

const tier = (customer_group_id: number | string, qty: number | string, value: number | string) => ({
  customer_group_id,
  qty,
  value,
  extension_attributes: { website_id: 0 },
});

const product = (overrides: Partial<ProductDocument> = {}): ProductDocument => ({
  id: 1,
  sku: 'TEE',
  name: 'Tee',
  type_id: 'simple',
  price: 40,
  final_price: 40,
  special_price: null,
  tier_prices: [tier(1, 1, 34), tier(1, 1, 36), tier(1, 5, 30), tier(2, 1, 20), tier(0, 1, 38)],
  ...overrides,
});

describe('tierPriceFor', () => {
  it('takes the lowest one-piece tier of the group, ignoring larger quantities and other groups', () => {
    expect(tierPriceFor(product().tier_prices, 1)).toBe(34);
    expect(tierPriceFor(product().tier_prices, 2)).toBe(20);
    expect(tierPriceFor(product().tier_prices, 3)).toBeUndefined();
  });

  it('reads ids, quantities and values given as strings, and counts qty 0 as one piece', () => {
    expect(tierPriceFor([tier('1', '0', '12.50'), tier('1', '1.0000', '13')], 1)).toBe(12.5);
  });

  it('applies "all groups" tiers to every group, and skips entries that are not tiers', () => {
    expect(tierPriceFor([tier(32000, 1, 31), null, 'x', tier(1, 1, 0)], 4)).toBe(31);
    expect(tierPriceFor(undefined, 1)).toBeUndefined();
    expect(tierPriceFor({}, 1)).toBeUndefined();
  });
});

describe('applyTierPrice', () => {
  it("makes the group's tier the price and final price", () => {
    const priced = applyTierPrice(product(), 1);
    expect(priced.price).toBe(34);
    expect(priced.final_price).toBe(34);
  });

  it('returns the same object when the group has no tier, or the tier is not below the price', () => {
    const plain = product();
    expect(applyTierPrice(plain, 7)).toBe(plain);
    const cheap = product({ price: 30 });
    expect(applyTierPrice(cheap, 1)).toBe(cheap);
  });

  it('prices configurable children too, and gives a parent without a price its tier', () => {
    const child = product({ id: 2, sku: 'TEE-S', tier_prices: [tier(1, 1, 25)] });
    const other = product({ id: 3, sku: 'TEE-M', tier_prices: [] });
    const parent = product({ type_id: 'configurable', price: 0, configurable_children: [child, other] });
    const priced = applyTierPrice(parent, 1);
    expect(priced.price).toBe(34);
    expect(priced.configurable_children?.map((c) => c.price)).toEqual([25, 40]);
    expect(priced.configurable_children?.[1]).toBe(other);
    expect(parent.configurable_children?.[0]?.price).toBe(40);
  });
});
