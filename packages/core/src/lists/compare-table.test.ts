import { describe, expect, it } from 'vitest';
import type { AttributeDocument } from '../listing/attribute-document.js';
import { comparableAttributeCodes, compareTable } from './compare-table.js';
import { labelledOptions } from '../listing/test-support/fixtures.js';

const ATTRIBUTES: AttributeDocument[] = [
  {
    attribute_code: 'material',
    default_frontend_label: 'Material',
    frontend_input: 'multiselect',
    is_comparable: '1',
    options: labelledOptions({ ' ': '', Cotton: '33', Leather: '35', 'LumaTech&trade;': '148' }),
  },
  {
    attribute_code: 'color',
    default_frontend_label: 'Color',
    is_comparable: '0',
    options: [{ label: 'Blue', value: '50' }],
  },
  { attribute_code: 'weight', default_frontend_label: 'Weight', frontend_input: 'weight', is_comparable: true },
  {
    attribute_code: 'eco_collection',
    default_frontend_label: 'Eco Collection',
    frontend_input: 'boolean',
    is_comparable: 1,
  },
];

const ITEMS = [
  { sku: 'A', name: 'Bag', material: '33,148', weight: 1.5, eco_collection: '1', color: '50' },
  { sku: 'B', name: 'Tee', material: [35, 999], eco_collection: 0 },
  { sku: 'C', name: 'Cap', material: [], weight: null },
];

describe('compareTable', () => {
  it('gives a row per comparable attribute with labels, option texts and N/A', () => {
    const table = compareTable(ITEMS, ATTRIBUTES);
    expect(table.products.map((item) => item.sku)).toEqual(['A', 'B', 'C']);
    expect(table.rows).toEqual([
      { attribute: 'material', label: 'Material', values: ['Cotton, LumaTech™', 'Leather', 'N/A'] },
      { attribute: 'weight', label: 'Weight', values: ['1.5', 'N/A', 'N/A'] },
      { attribute: 'eco_collection', label: 'Eco Collection', values: ['Yes', 'No', 'N/A'] },
    ]);
  });

  it('shows N/A when every option id is unknown, and handles no products', () => {
    const withMaterial = [{ sku: 'X', material: '999' }, ITEMS[1]!];
    expect(compareTable(withMaterial, ATTRIBUTES).rows[0]?.values).toEqual(['N/A', 'Leather']);
    expect(compareTable([], ATTRIBUTES).rows).toEqual([]);
  });

  it('leaves out the rows that apply to none of the products compared', () => {
    const spots = [
      { sku: 'S1', name: 'Spot 1', eco_collection: '0', material: '999' },
      { sku: 'S2', name: 'Spot 2', weight: null },
    ];
    expect(compareTable(spots, ATTRIBUTES).rows).toEqual([]);
    // One product it applies to is enough: the others show 'N/A' or 'No' beside it.
    const rows = compareTable([...spots, { sku: 'T', eco_collection: '1' }], ATTRIBUTES).rows;
    expect(rows).toEqual([{ attribute: 'eco_collection', label: 'Eco Collection', values: ['No', 'N/A', 'Yes'] }]);
  });

  it('shows the words of HTML values, never their markup', () => {
    const description = { attribute_code: 'description', default_frontend_label: 'Description', is_comparable: '1' };
    const table = compareTable(
      [
        { sku: 'A', name: 'Bag', description: '<p>Roomy &amp; <strong>light</strong></p><script>x()</script>' },
        { sku: 'B', name: 'Tee', description: '<p> </p>' },
      ],
      [description],
    );
    expect(table.rows[0]!.values).toEqual(['Roomy & light', 'N/A']);
  });

  it('names the attributes toListProduct must keep', () => {
    expect(comparableAttributeCodes(ATTRIBUTES)).toEqual(['material', 'weight', 'eco_collection']);
  });
});
