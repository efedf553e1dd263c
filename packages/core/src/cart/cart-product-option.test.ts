import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { configurableOption, simple } from '../product/test-support/fixtures.js';
import { cartProductOption } from './cart-product-option.js';

const configurable = {
  id: 1,
  sku: 'WS10',
  name: 'Tee',
  type_id: 'configurable',
  configurable_options: [
    configurableOption('93', 'color', 'Color', [[52, 'Green']]),
    configurableOption('142', 'size', 'Size', [[167, 'XS']]),
  ],
} as ProductDocument;

describe('cartProductOption', () => {
  it('gives a configurable child its attribute choices by attribute id', () => {
    const child = simple({ id: 2, sku: 'WS10-XS-Green', name: 'Tee', color: 52, size: 167 });
    expect(cartProductOption(configurable, { child })).toEqual({
      extension_attributes: {
        configurable_item_options: [
          { option_id: '93', option_value: '52' },
          { option_id: '142', option_value: '167' },
        ],
      },
    });
  });

  it('keeps filled custom options, joining a multi-select, and leaves empty ones out', () => {
    const product = { id: 3, sku: 'S', name: 'S', type_id: 'simple' } as ProductDocument;
    expect(cartProductOption(product, { customOptions: { '1': 'engraved', '2': ['3', '4'], '5': '' } })).toEqual({
      extension_attributes: {
        custom_options: [
          { option_id: '1', option_value: 'engraved' },
          { option_id: '2', option_value: '3,4' },
        ],
      },
    });
  });

  it('keeps bundle selections with a quantity above 0', () => {
    const product = { id: 3, sku: 'B', name: 'B', type_id: 'bundle' } as ProductDocument;
    expect(
      cartProductOption(product, {
        bundleSelections: {
          '1': { qty: '2', selectionId: 7 },
          '2': { qty: 0, selectionId: 8 },
          '3': { qty: 1, selectionId: null },
        },
      }),
    ).toEqual({
      extension_attributes: { bundle_options: [{ option_id: '1', option_qty: 2, option_selections: [7] }] },
    });
  });

  it('has no product_option for a product without choices', () => {
    expect(cartProductOption({ id: 4, sku: 'S', name: 'S', type_id: 'simple' } as ProductDocument, {})).toBeUndefined();
  });
});
