import { describe, expect, it } from 'vitest';
import type { AttributeDocument } from '../listing/attribute-document.js';
import { availableOptions } from './available-options.js';
import { describeConfiguration } from './configuration.js';
import { findConfigurableChild } from './find-configurable-child.js';
import { resolveConfigurableOptions, unresolvedOptionAttributeIds } from './resolve-configurable-options.js';
import type { ProductDocument } from '../catalog/types.js';

const attributes: AttributeDocument[] = [
  {
    attribute_code: 'color',
    attribute_id: 93,
    options: [
      { label: ' ', value: '' },
      { label: 'Black', value: '49' },
      { label: 'Blue', value: '50' },
    ],
  },
  {
    attribute_code: 'size',
    attribute_id: '142',
    options: [
      { label: 0, value: '300' },
      { label: 2, value: 301 },
    ],
  },
];

/** An early Magento 2 export: options carry only attribute_id, children keep colour and size in custom_attributes. */
function dress(): ProductDocument {
  // Real children carry no type_id.
  const child = (sku: string, color: string, size: string, price: number) =>
    ({
      sku,
      price,
      status: 1,
      stock: { is_in_stock: true, qty: 5 },
      custom_attributes: [
        { attribute_code: 'color', value: color },
        { attribute_code: 'size', value: size },
      ],
    }) as unknown as ProductDocument;
  return {
    id: 1,
    name: 'Maya Wrap Dress',
    sku: 'MD01',
    type_id: 'configurable',
    price: 0,
    configurable_options: [
      { id: 1, attribute_id: '93', label: 'Color', values: [{ value_index: 49 }, { value_index: 50 }] },
      {
        id: 2,
        attribute_id: 142,
        label: 'Size',
        values: [
          { value_index: 300, label: 0 },
          { value_index: 301, label: 2 },
        ],
      },
    ],
    configurable_children: [
      child('MD01-0-Black', '49', '300', 49),
      child('MD01-2-Black', '49', '301', 51),
      child('MD01-2-Blue', '50', '301', 56),
    ],
  } as ProductDocument;
}

const listed = { listOutOfStockProducts: true };

describe('resolveConfigurableOptions', () => {
  it('names the attribute ids to look up, once each', () => {
    expect(unresolvedOptionAttributeIds(dress())).toEqual(['93', '142']);
    expect(unresolvedOptionAttributeIds(resolveConfigurableOptions(dress(), attributes))).toEqual([]);
  });

  it('fills attribute codes and missing value labels from the attributes, keeping numeric labels such as 0', () => {
    const product = resolveConfigurableOptions(dress(), attributes);
    const options = availableOptions(product, { color: '49', size: '300' }, listed);
    expect(options.map((option) => [option.attributeCode, option.label, option.values.map((v) => v.label)])).toEqual([
      ['color', 'Color', ['Black', 'Blue']],
      ['size', 'Size', ['0', '2']],
    ]);
    expect(options[1]!.values[0]).toMatchObject({ value: '300', label: '0', selected: true, available: true });
  });

  it('lets the selectors find the child whose values live only in custom_attributes', () => {
    const product = resolveConfigurableOptions(dress(), attributes);
    const lookup = findConfigurableChild(product, { color: '50', size: '301' }, listed);
    expect(lookup).toMatchObject({ ok: true, source: 'configuration', child: { sku: 'MD01-2-Blue' } });
    expect(describeConfiguration(product, { color: '49', size: '300' }).map((option) => option.value)).toEqual([
      'Black',
      '0',
    ]);
  });

  it('labels the values of an option that names its attribute_code', () => {
    const named = dress();
    const options = named.configurable_options as Array<{ attribute_code?: string }>;
    options[0]!.attribute_code = 'color';
    options[1]!.attribute_code = 'size';
    expect(unresolvedOptionAttributeIds(named)).toEqual(['93']);
    const product = resolveConfigurableOptions(named, attributes);
    expect(availableOptions(product, {}, listed)[0]!.values.map((value) => value.label)).toEqual(['Black', 'Blue']);
  });

  it('leaves options of unknown attributes out, and a complete product as it is', () => {
    const product = resolveConfigurableOptions(dress(), [attributes[1]!]);
    expect(availableOptions(product, {}, listed).map((option) => option.attributeCode)).toEqual(['size']);
    const complete = resolveConfigurableOptions(dress(), attributes);
    expect(resolveConfigurableOptions(complete, attributes)).toBe(complete);
  });

  it('does not touch products without configurable options', () => {
    const simple = { sku: 'S', type_id: 'simple', price: 3 } as ProductDocument;
    expect(resolveConfigurableOptions(simple, attributes)).toBe(simple);
  });
});
