import { describe, expect, it } from 'vitest';
import type { AttributeMetadata } from './attribute-rows.js';
import { attributeRows, isVisibleOnFront } from './attribute-rows.js';
import { simple } from './test-support/fixtures.js';
import { labelledOptions } from '../listing/test-support/fixtures.js';

const shown = { is_visible: true, is_user_defined: true, is_visible_on_front: '1' } as const;

const attributes: AttributeMetadata[] = [
  {
    attribute_code: 'material',
    frontend_input: 'multiselect',
    default_frontend_label: 'Material',
    frontend_label: 'Material',
    options: labelledOptions({ ' ': '', Cotton: '33', Polyester: '35' }),
    ...shown,
  },
  {
    attribute_code: 'color',
    frontend_input: 'select',
    default_frontend_label: 'Color',
    options: [{ label: 'Blue', value: '50' }],
    ...shown,
  },
  { attribute_code: 'eco_collection', frontend_input: 'boolean', frontend_label: 'Eco Collection', ...shown },
  {
    attribute_code: 'style_general',
    frontend_input: 'text',
    frontend_label: null,
    default_frontend_label: 'Style',
    ...shown,
  },
  { attribute_code: 'format', frontend_input: 'select', frontend_label: 'Format', ...shown },
  { attribute_code: 'sku', frontend_input: 'text', frontend_label: 'SKU', ...shown, is_user_defined: false },
  { attribute_code: 'weight', frontend_input: 'weight', frontend_label: 'Weight', ...shown, is_visible_on_front: '0' },
];

describe('isVisibleOnFront', () => {
  it('needs visible, user-defined and visible on front, in any flag spelling', () => {
    expect(isVisibleOnFront({ attribute_code: 'a', ...shown })).toBe(true);
    expect(isVisibleOnFront({ attribute_code: 'a', ...shown, is_visible_on_front: 1 })).toBe(true);
    expect(isVisibleOnFront({ attribute_code: 'a', ...shown, is_visible: false })).toBe(false);
    expect(isVisibleOnFront({ attribute_code: 'a', ...shown, is_user_defined: '0' })).toBe(false);
  });
});

describe('attributeRows', () => {
  it('maps option ids to labels and booleans to Yes/No, for visible attributes the product carries', () => {
    const product = simple({
      sku: 'MT01',
      material: [33, 35],
      color: '50',
      eco_collection: '1',
      style_general: 'Tee',
      weight: 1,
    });
    expect(attributeRows(product, attributes)).toEqual([
      { code: 'material', label: 'Material', value: 'Cotton, Polyester' },
      { code: 'color', label: 'Color', value: 'Blue' },
      { code: 'eco_collection', label: 'Eco Collection', value: 'Yes' },
      { code: 'style_general', label: 'Style', value: 'Tee' },
    ]);
  });

  it("shows 'N/A' for a value that is present but empty", () => {
    const product = simple({
      sku: 'A',
      material: [],
      color: null,
      style_general: '  ',
      format: '',
    });
    expect(attributeRows(product, attributes).map((row) => row.value)).toEqual(['N/A', 'N/A', 'N/A', 'N/A']);
  });

  it('reads comma lists, unknown ids and custom texts', () => {
    const product = simple({ sku: 'A', material: '33,99', color: 77, eco_collection: 1 });
    expect(attributeRows(product, attributes, { placeholder: '-', yes: 'Ja', no: 'Nein' })).toEqual([
      { code: 'material', label: 'Material', value: 'Cotton, 99' },
      { code: 'color', label: 'Color', value: '77' },
      { code: 'eco_collection', label: 'Eco Collection', value: 'Ja' },
    ]);
  });

  it('leaves out a yes/no attribute that is not on: no, 0, false, empty or absent', () => {
    for (const off of ['0', 0, false, 'false', '', null]) {
      const rows = attributeRows(simple({ sku: 'A', color: '50', eco_collection: off }), attributes);
      expect(rows.map((row) => row.code)).toEqual(['color']);
    }
    expect(attributeRows(simple({ sku: 'A', color: '50' }), attributes).map((row) => row.code)).toEqual(['color']);
    const on = attributeRows(simple({ sku: 'A', eco_collection: 'true' }), attributes);
    expect(on).toEqual([{ code: 'eco_collection', label: 'Eco Collection', value: 'Yes' }]);
  });
});
