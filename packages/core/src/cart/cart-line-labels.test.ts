import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { bookingLabels, cartLineOptionLabels } from './cart-line-labels.js';

const doc = (fields: Record<string, unknown>) =>
  ({ id: 1, name: 'Product', type_id: 'simple', ...fields }) as ProductDocument;

describe('cartLineOptionLabels', () => {
  it('names the configured attributes, custom options and bundle selections of a line', () => {
    const product = doc({
      sku: 'tee',
      type_id: 'configurable',
      configurable_options: [
        { attribute_id: '93', attribute_code: 'color', label: 'Color', values: [{ value_index: 52, label: 'Green' }] },
      ],
      custom_options: [
        { option_id: 1, title: 'Print', type: 'field' },
        { option_id: 2, title: 'Wrap', type: 'drop_down', values: [{ option_type_id: 7, title: 'Gift' }] },
      ],
    });
    const labels = cartLineOptionLabels(
      product,
      {
        extension_attributes: {
          custom_options: [
            { option_id: 1, option_value: 'Ada' },
            { option_id: '2', option_value: 7 },
          ],
        },
      },
      doc({ sku: 'tee-green', color: 52 }),
    );
    expect(labels).toEqual([
      { label: 'Color', value: 'Green' },
      { label: 'Print', value: 'Ada' },
      { label: 'Wrap', value: 'Gift' },
    ]);
  });

  it('names a bundle selection as quantity and product', () => {
    const product = doc({
      sku: 'kit',
      type_id: 'bundle',
      bundle_options: [{ option_id: 1, title: 'Ball', product_links: [{ id: 11, sku: 'ball' }] }],
    });
    const productOption = {
      extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [11] }] },
    };
    expect(cartLineOptionLabels(product, productOption)).toEqual([{ label: 'Ball', value: '2 x ball' }]);
  });
});

describe('bookingLabels', () => {
  it('names the period and the mode, and nothing without dates', () => {
    expect(bookingLabels({ book_from: '2026-01-01T10:00:00Z', book_to: '2026-01-01T11:00:00Z' })).toEqual([
      { label: 'Booking period', value: '2026-01-01T10:00:00Z – 2026-01-01T11:00:00Z' },
      { label: 'Booking mode', value: 'Hourly' },
    ]);
    expect(bookingLabels({})).toEqual([]);
  });
});
