import { describe, expect, it } from 'vitest';
import { toListProduct } from './list-product.js';

describe('toListProduct', () => {
  it('keeps tile, link and price fields plus the asked attributes, and drops the rest', () => {
    const kept = {
      id: 1769,
      sku: 'WT06',
      parentSku: 'WT06',
      name: 'Chloe Compete Tank',
      type_id: 'configurable',
      slug: 'chloe-compete-tank-1769',
      url_key: 'chloe-compete-tank',
      url_path: 'women/tops-women/tanks-women/chloe-compete-tank-1769.html',
      image: '/w/t/wt06-blue_main.jpg',
      price: 39,
      special_price: 0,
      final_price: 39,
      price_incl_tax: 47.97,
      priceInclTax: 47.97,
      new: '1',
      material: [33, 35],
    };
    const dropped = {
      color: '50',
      description: '<p>A very long description</p>',
      media_gallery: [{ image: '/a.jpg' }],
      configurable_children: [{ sku: 'WT06-XS-Blue' }],
      broken: Number.NaN,
      undefinedField: undefined,
    };
    const product = { ...kept, ...dropped, stock: { is_in_stock: true, qty: 100, item_id: 1 } };
    expect(toListProduct(product, ['material', 'activity'])).toEqual({ ...kept, stock: { is_in_stock: true } });
  });

  it('does not copy a __proto__ attribute', () => {
    const product = JSON.parse('{"sku":"A","__proto__":{"polluted":true}}') as { sku: string };
    const listed = toListProduct(product, ['__proto__']);
    expect(Object.getPrototypeOf(listed)).toBe(Object.prototype);
  });
});
