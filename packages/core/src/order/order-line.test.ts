import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { configurableOption } from '../product/test-support/fixtures.js';
import { optionSummary, orderLineIdentity } from './order-line.js';

const doc = (fields: Record<string, unknown>) =>
  ({ id: 1, name: 'Product', type_id: 'simple', ...fields }) as ProductDocument;

const jacket = doc({
  sku: 'CASSIUS',
  name: 'Cassius Alpine Shell Jacket',
  type_id: 'configurable',
  configurable_options: [
    configurableOption('142', 'size', 'Size', [
      [167, 'M'],
      [168, 'L'],
    ]),
    configurableOption('93', 'color', 'Color', [[53, 'Green']]),
  ],
  custom_options: [{ option_id: 4, title: 'Initials', type: 'field' }],
});
const child = doc({ sku: 'CASSIUS-M-Green', name: 'Cassius Alpine Shell Jacket-M-Green', size: 167, color: 53 });

describe('orderLineIdentity', () => {
  it("names a configured child by its parent, with the child's options and both skus", () => {
    expect(orderLineIdentity(jacket, child, undefined)).toEqual({
      sku: 'CASSIUS-M-Green',
      parentSku: 'CASSIUS',
      name: 'Cassius Alpine Shell Jacket',
      labels: [
        { label: 'Size', value: 'M' },
        { label: 'Color', value: 'Green' },
      ],
      productOption: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '142', option_value: '167' },
            { option_id: '93', option_value: '53' },
          ],
        },
      },
    });
  });

  it("keeps the body's custom options and replaces configurable choices that name another child", () => {
    const line = orderLineIdentity(jacket, child, {
      extension_attributes: {
        configurable_item_options: [{ option_id: '142', option_value: '168' }],
        custom_options: [{ option_id: 4, option_value: 'AL' }],
      },
    });
    expect(line.labels).toEqual([
      { label: 'Size', value: 'M' },
      { label: 'Color', value: 'Green' },
      { label: 'Initials', value: 'AL' },
    ]);
    expect(line.productOption?.extension_attributes).toEqual({
      configurable_item_options: [
        { option_id: '142', option_value: '167' },
        { option_id: '93', option_value: '53' },
      ],
      custom_options: [{ option_id: 4, option_value: 'AL' }],
    });
  });

  it('keeps a plain product as it is: its own sku and name, no parent, no options', () => {
    expect(orderLineIdentity(doc({ sku: 'MUG', name: 'Mug' }), undefined, null)).toEqual({
      sku: 'MUG',
      parentSku: null,
      name: 'Mug',
      labels: [],
      productOption: null,
    });
  });

  it('falls back to the sku for a product without a name', () => {
    expect(orderLineIdentity(doc({ sku: 'X1', name: '' }), undefined, undefined).name).toBe('X1');
  });
});

describe('optionSummary', () => {
  it('joins the labels as one line', () => {
    expect(
      optionSummary([
        { label: 'Size', value: 'M' },
        { label: 'Color', value: 'Green' },
      ]),
    ).toBe('Size: M, Color: Green');
    expect(optionSummary([])).toBe('');
  });
});
