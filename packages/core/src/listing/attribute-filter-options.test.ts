import { describe, expect, it } from 'vitest';
import { attributeFilterOptions } from './attribute-filter-options.js';
import type { AttributeDocument } from './attribute-document.js';

const size: AttributeDocument = {
  attribute_code: 'size',
  attribute_id: 142,
  options: [
    { label: ' ', value: '' },
    { label: 0, value: '300' },
    { label: 2, value: '301' },
    { label: '28-40', value: '304' },
  ],
};

describe('attributeFilterOptions', () => {
  it('shows numeric option labels, 0 included', () => {
    const aggregations = {
      agg_terms_size: { buckets: [{ key: 300, doc_count: 1 }] },
      agg_terms_size_options: {
        buckets: [
          { key: '300', doc_count: 2 },
          { key: '301', doc_count: 1 },
          { key: '304', doc_count: 1 },
        ],
      },
    };
    const options = attributeFilterOptions('size', aggregations, size, {
      defaultFilters: ['size'],
      currencySign: '$',
      state: { filters: { size: ['301'] }, sort: '', page: 1 },
    });
    expect(options.map(({ value, label, count, selected }) => [value, label, count, selected])).toEqual([
      ['300', '0', 3, false],
      ['301', '2', 1, true],
      ['304', '28-40', 1, false],
    ]);
  });
});
