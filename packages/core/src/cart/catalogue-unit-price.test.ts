import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { catalogueUnitPrice } from './catalogue-unit-price.js';

const doc = (fields: Record<string, unknown>) =>
  ({ id: 1, name: 'Product', type_id: 'simple', ...fields }) as ProductDocument;

const now = new Date('2026-06-01T00:00:00Z');

describe('catalogueUnitPrice', () => {
  it('prices a simple product at its effective price, a special price inside its window included', () => {
    expect(catalogueUnitPrice({ product: doc({ sku: 'a', price: 20 }), now })).toBe(20);
    const onSale = doc({ sku: 'a', price: 20, special_price: 15, special_from_date: '2026-01-01' });
    expect(catalogueUnitPrice({ product: onSale, now })).toBe(15);
    expect(catalogueUnitPrice({ product: doc({ ...onSale, special_to_date: '2026-02-01' }), now })).toBe(20);
  });

  it('prices a configurable line at the chosen child', () => {
    const parent = doc({ sku: 'p', type_id: 'configurable', price: 10 });
    expect(catalogueUnitPrice({ product: parent, child: doc({ sku: 'p-red', price: 12.5 }), now })).toBe(12.5);
  });

  it('adds the chosen custom options: fixed amounts and percentages of the regular price', () => {
    const product = doc({
      sku: 'mug',
      type_id: 'simple',
      price: 10,
      custom_options: [
        { option_id: 1, title: 'Engraving', type: 'field', price: 2, price_type: 'fixed' },
        {
          option_id: 2,
          title: 'Box',
          type: 'drop_down',
          values: [{ option_type_id: 7, title: 'Gift', price: 50, price_type: 'percent' }],
        },
      ],
    });
    const productOption = {
      extension_attributes: {
        custom_options: [
          { option_id: '1', option_value: 'Ada' },
          { option_id: 2, option_value: '7' },
        ],
      },
    };
    expect(catalogueUnitPrice({ product, productOption, now })).toBe(17);
    expect(catalogueUnitPrice({ product, now })).toBe(10);
  });

  it('prices a bundle from its chosen selections and quantities, and cannot price a missing member', () => {
    const product = doc({
      sku: 'kit',
      type_id: 'bundle',
      price: 0,
      bundle_options: [
        { option_id: 1, title: 'Ball', product_links: [{ id: 11, sku: 'ball', qty: 1, is_default: true }] },
        {
          option_id: 2,
          title: 'Bag',
          product_links: [
            { id: 21, sku: 'bag', qty: 1 },
            { id: 22, sku: 'big-bag', qty: 1 },
          ],
        },
      ],
    });
    const productsBySku = {
      ball: doc({ sku: 'ball', price: 5 }),
      bag: doc({ sku: 'bag', price: 8 }),
      'big-bag': doc({ sku: 'big-bag', price: 12 }),
    };
    const productOption = {
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_qty: 3, option_selections: [11] },
          { option_id: 2, option_qty: 1, option_selections: [22] },
        ],
      },
    };
    expect(catalogueUnitPrice({ product, productOption, productsBySku, now })).toBe(27);
    expect(catalogueUnitPrice({ product, productOption, productsBySku: { ball: productsBySku.ball }, now })).toBeNull();
  });
});
