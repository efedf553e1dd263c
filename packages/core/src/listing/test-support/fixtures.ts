import type { AttributeDocument } from '../attribute-document.js';
import type { SearchAggregations } from '../aggregations.js';

/** Attribute options from a label → value map, in its order (labels are not integers, so the order is kept). */
export function labelledOptions(valueByLabel: Record<string, string>): Array<{ label: string; value: string }> {
  return Object.entries(valueByLabel).map(([label, value]) => ({ label, value }));
}

/** Trimmed from the demo's catalog_attribute.json (see docs/api.md#catalogue-documents): blank first option, interleaved size options. */
export const COLOR: AttributeDocument = {
  attribute_code: 'color',
  attribute_id: 93,
  default_frontend_label: 'Color',
  frontend_label: null,
  frontend_input: 'select',
  is_comparable: '0',
  options: labelledOptions({ ' ': '', Black: '49', Blue: '50', Gray: '52', 'Melange graphite': '61', Red: '58' }),
};

export const SIZE: AttributeDocument = {
  attribute_code: 'size',
  attribute_id: 142,
  default_frontend_label: 'Size',
  frontend_label: null,
  frontend_input: 'select',
  options: labelledOptions({ ' ': '', '55 cm': '91', XS: '167', '65 cm': '92', S: '168', M: '169', L: '170' }),
};

export const ERIN_RECOMMENDS: AttributeDocument = {
  attribute_code: 'erin_recommends',
  attribute_id: 145,
  default_frontend_label: 'Erin Recommends',
  frontend_input: 'boolean',
  options: labelledOptions({ Yes: '1', No: '0' }),
};

export const ATTRIBUTES: AttributeDocument[] = [COLOR, SIZE, ERIN_RECOMMENDS];

/**
 * A tops category: simple tees carry `color`, configurable hoodies only `color_options` (their children's colours).
 * Keys come back as numbers from a long field and as strings from a keyword field; both occur.
 */
export const AGGREGATIONS: SearchAggregations = {
  agg_terms_color: {
    buckets: [
      { key: 49, doc_count: 4 },
      { key: 999, doc_count: 2 },
    ],
  },
  agg_terms_color_options: {
    buckets: [
      { key: '50', doc_count: 6 },
      { key: '49', doc_count: 3 },
      { key: '61', doc_count: 1 },
    ],
  },
  agg_terms_size: { buckets: [] },
  agg_terms_size_options: {
    buckets: [
      { key: 169, doc_count: 9 },
      { key: 167, doc_count: 8 },
      { key: 168, doc_count: 9 },
    ],
  },
  agg_terms_erin_recommends: {
    buckets: [
      { key: 0, doc_count: 10 },
      { key: 1, doc_count: 2 },
    ],
  },
  agg_terms_erin_recommends_options: { buckets: [] },
  agg_terms_price: { buckets: [{ key: 45, doc_count: 3 }] },
  agg_range_price: {
    buckets: [
      { key: '0.0-50.0', from: 0, to: 50, doc_count: 7 },
      { key: '50.0-100.0', from: 50, to: 100, doc_count: 3 },
      // The extra range the API adds for an applied price filter (see docs/api.md#catalogue-search).
      { key: '50.0-100.0', from: 50, to: 100, doc_count: 3 },
      { key: '100.0-150.0', from: 100, to: 150, doc_count: 0 },
      { key: '150.0-*', from: 150, doc_count: 2 },
    ],
  },
};

export const PRICE_RANGES = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];
