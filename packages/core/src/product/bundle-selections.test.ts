import { describe, expect, it } from 'vitest';
import { defaultBundleSelections } from './bundle-selections.js';
import { sprite } from './test-support/fixtures.js';

describe('defaultBundleSelections', () => {
  it('selects each default link at its qty and leaves optional options without a default empty', () => {
    expect(defaultBundleSelections(sprite().bundle_options)).toEqual({
      '1': { qty: 1, selectionId: '11' },
      '2': { qty: 2, selectionId: '21' },
      '3': { qty: 1, selectionId: '31' },
    });
  });

  it('takes the first link of a required option without a default, at the default qty 1', () => {
    const options = [
      {
        option_id: 7,
        required: true,
        product_links: [
          { id: 71, sku: 'x', qty: null, is_default: false },
          { id: 72, sku: 'y', qty: 3, is_default: false },
        ],
      },
    ];
    expect(defaultBundleSelections(options)).toEqual({ '7': { qty: 1, selectionId: 71 } });
    expect(defaultBundleSelections(options, 2)).toEqual({ '7': { qty: 2, selectionId: 71 } });
  });

  it('handles missing or malformed options', () => {
    expect(defaultBundleSelections(undefined)).toEqual({});
    expect(defaultBundleSelections([null, { title: 'no id' }, { option_id: 1, required: true }])).toEqual({});
  });
});
