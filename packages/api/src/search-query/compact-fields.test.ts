import { describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../config.js';
import { compactProduct, expandCompactProduct } from './compact-fields.js';

const { fieldsToCompact } = defaultApiConfig('/nonexistent').products;

const product = {
  id: 1769,
  sku: 'WT06',
  name: 'Chloe Compete Tank',
  description: '<p>Tank</p>',
  minimal_price: 39,
  has_options: '1',
  tax_class_id: '2',
  price: 39,
  special_price: 0,
  final_price: 39,
  price_incl_tax: 48,
  price_tax: 9,
  original_price: 39,
  image: '/w/t/wt06.jpg',
  small_image: '/w/t/wt06.jpg',
  thumbnail: '/w/t/wt06.jpg',
  status: 1,
  url_key: 'chloe-compete-tank',
  required_options: '0',
  color: '50',
  configurable_children: [
    { sku: 'WT06-XS-Blue', name: 'Chloe XS Blue', price: 39, final_price: 39, image: '/a.jpg', status: 1 },
    { sku: 'WT06-S-Blue', name: 'Chloe S Blue', price: 41 },
  ],
};

describe('compactProduct / expandCompactProduct', () => {
  it('uses the short names of products.fieldsToCompact', () => {
    const compact = compactProduct(product, fieldsToCompact);
    expect(compact).toEqual({
      id: 1769,
      sku: 'WT06',
      nm: 'Chloe Compete Tank',
      desc: '<p>Tank</p>',
      mp: 39,
      ho: '1',
      tci: '2',
      p: 39,
      sp: 0,
      fp: 39,
      pit: 48,
      pt: 9,
      op: 39,
      i: '/w/t/wt06.jpg',
      si: '/w/t/wt06.jpg',
      t: '/w/t/wt06.jpg',
      s: 1,
      u: 'chloe-compete-tank',
      ro: '0',
      color: '50',
      configurable_children: [
        { sku: 'WT06-XS-Blue', nm: 'Chloe XS Blue', p: 39, fp: 39, i: '/a.jpg', s: 1 },
        { sku: 'WT06-S-Blue', nm: 'Chloe S Blue', p: 41 },
      ],
    });
  });

  it('round-trips: expanding a compacted product gives the product back', () => {
    expect(expandCompactProduct(compactProduct(product, fieldsToCompact), fieldsToCompact)).toEqual(product);
  });

  it('renames null values but leaves undefined ones alone, as VSF does', () => {
    expect(compactProduct({ price: null, name: undefined }, fieldsToCompact)).toEqual({ p: null, name: undefined });
  });

  it('ignores keys inherited from Object.prototype in the rename map', () => {
    expect(compactProduct({ constructor: 1 }, { constructor: 'c' })).toEqual({ c: 1 });
    expect(compactProduct({ toString: 1 }, fieldsToCompact)).toEqual({ toString: 1 });
  });

  it('leaves non-object children and a missing children list alone', () => {
    expect(compactProduct({ name: 'a', configurable_children: [null, 'x'] }, fieldsToCompact)).toEqual({
      nm: 'a',
      configurable_children: [null, 'x'],
    });
    expect(expandCompactProduct({ nm: 'a' }, fieldsToCompact)).toEqual({ name: 'a' });
  });

  it('does not change its input', () => {
    const copy = structuredClone(product);
    compactProduct(product, fieldsToCompact, ['price']);
    expect(product).toEqual(copy);
  });
});
