import { describe, expect, it } from 'vitest';
import { defaultStorefrontConfig } from '../config/default-storefront-config.js';
import { filterSidebar } from './filter-sidebar.js';
import type { SidebarFilter } from './filter-sidebar-types.js';
import { parseListingQuery } from './parse-listing-query.js';
import { AGGREGATIONS, ATTRIBUTES, PRICE_RANGES } from './test-support/fixtures.js';

const DEFAULT_FILTERS = ['color', 'size', 'price', 'erin_recommends'];
const USD = { defaultFilters: DEFAULT_FILTERS, currencySign: '$', priceRanges: PRICE_RANGES };

function byAttribute(filters: SidebarFilter[], attribute: string): SidebarFilter {
  const filter = filters.find((candidate) => candidate.attribute === attribute);
  if (!filter) throw new Error(`no ${attribute} filter`);
  return filter;
}

describe('filterSidebar', () => {
  it('lists the default filters in config order with the attributes’ labels and types', () => {
    const filters = filterSidebar(AGGREGATIONS, ATTRIBUTES, USD);
    expect(filters.map(({ attribute, label, type }) => ({ attribute, label, type }))).toEqual([
      { attribute: 'color', label: 'Color', type: 'color' },
      { attribute: 'size', label: 'Size', type: 'size' },
      { attribute: 'price', label: 'Price', type: 'price' },
      { attribute: 'erin_recommends', label: 'Erin Recommends', type: 'generic' },
    ]);
  });

  it('merges simple and configurable buckets, sums their counts and skips keys without a label', () => {
    const color = byAttribute(filterSidebar(AGGREGATIONS, ATTRIBUTES, USD), 'color');
    expect(color.options.map(({ value, label, count }) => ({ value, label, count }))).toEqual([
      { value: '49', label: 'Black', count: 7 },
      { value: '50', label: 'Blue', count: 6 },
      { value: '61', label: 'Melange graphite', count: 1 },
    ]);
  });

  it('shows colours that only configurable products have, through <attr>_options', () => {
    const color = byAttribute(
      filterSidebar({ agg_terms_color_options: { buckets: [{ key: 58, doc_count: 2 }] } }, ATTRIBUTES, USD),
      'color',
    );
    expect(color.options).toEqual([{ value: '58', label: 'Red', count: 2, selected: false, swatch: 'red' }]);
  });

  it('gives colour swatches from colorMappings, else from the label', () => {
    const color = byAttribute(
      filterSidebar(AGGREGATIONS, ATTRIBUTES, { ...USD, colorMappings: { 'Melange graphite': '#eeeeee' } }),
      'color',
    );
    expect(color.options.map((option) => option.swatch)).toEqual(['black', 'blue', '#eeeeee']);
  });

  it('keeps the attribute’s option order, so sizes read XS, S, M', () => {
    const size = byAttribute(filterSidebar(AGGREGATIONS, ATTRIBUTES, USD), 'size');
    expect(size.options.map((option) => option.label)).toEqual(['XS', 'S', 'M']);
  });

  it('labels price ranges with the currency sign, < for the first and > for the last', () => {
    const price = byAttribute(filterSidebar(AGGREGATIONS, ATTRIBUTES, USD), 'price');
    expect(price.options).toEqual([
      { value: '0-50', label: '< $50', count: 7, selected: false, from: 0, to: 50 },
      { value: '50-100', label: '$50 - $100', count: 3, selected: false, from: 50, to: 100 },
      { value: '150-', label: '> $150', count: 2, selected: false, from: 150 },
    ]);
  });

  it('places the sign after the amount for EUR store views', () => {
    const price = byAttribute(
      filterSidebar(AGGREGATIONS, ATTRIBUTES, { ...USD, currencySign: '€', currencySignPlacement: 'append' }),
      'price',
    );
    expect(price.options.map((option) => option.label)).toEqual(['< 50 €', '50 € - 100 €', '> 150 €']);
  });

  it('keeps a middle range a middle range when the first one has no products', () => {
    const aggregations = {
      agg_range_price: {
        buckets: [
          { key: '0.0-50.0', from: 0, to: 50, doc_count: 0 },
          { key: '50.0-100.0', from: 50, to: 100, doc_count: 4 },
          { key: '150.0-*', from: 150, doc_count: 0 },
        ],
      },
    };
    const price = byAttribute(filterSidebar(aggregations, ATTRIBUTES, USD), 'price');
    expect(price.options.map((option) => option.label)).toEqual(['$50 - $100']);
  });

  it('shows cents only for bounds that have them', () => {
    const aggregations = { agg_range_price: { buckets: [{ key: 'x', from: 9.5, to: 19.99, doc_count: 1 }] } };
    const price = byAttribute(
      filterSidebar(aggregations, ATTRIBUTES, {
        ...USD,
        priceRanges: [{ from: 0, to: 9.5 }, { from: 9.5, to: 19.99 }, { from: 19.99 }],
      }),
      'price',
    );
    expect(price.options[0]?.label).toBe('$9.50 - $19.99');
  });

  it('uses the answer’s buckets when no ranges are configured', () => {
    const price = byAttribute(filterSidebar(AGGREGATIONS, ATTRIBUTES, { ...USD, priceRanges: [] }), 'price');
    expect(price.options.map((option) => option.label)).toEqual(['< $50', '$50 - $100', '> $150']);
  });

  it('marks chosen options and keeps a chosen one the answer no longer counts', () => {
    const state = parseListingQuery('?color=58&color=49&price=100-150', defaultStorefrontConfig().products);
    const filters = filterSidebar(AGGREGATIONS, ATTRIBUTES, { ...USD, state });
    const color = byAttribute(filters, 'color');
    expect(color.options.filter((option) => option.selected).map(({ label, count }) => ({ label, count }))).toEqual([
      { label: 'Black', count: 7 },
      { label: 'Red', count: 0 },
    ]);
    const price = byAttribute(filters, 'price');
    expect(price.options.find((option) => option.selected)).toMatchObject({ label: '$100 - $150', count: 0 });
  });

  it('leaves out filters with nothing to offer and survives malformed aggregations', () => {
    const malformed = {
      agg_terms_color: { buckets: 'nope' },
      agg_terms_size: null,
      agg_range_price: { buckets: [null, { doc_count: 3 }] },
    } as unknown as Parameters<typeof filterSidebar>[0];
    expect(filterSidebar(malformed, ATTRIBUTES, USD)).toEqual([]);
    expect(filterSidebar(undefined, [], USD)).toEqual([]);
  });

  it('prefers the store’s frontend label and decodes entities in labels', () => {
    const filters = filterSidebar(
      { agg_terms_material_options: { buckets: [{ key: 143, doc_count: 2 }] } },
      [
        {
          attribute_code: 'material',
          frontend_label: 'Fabric',
          default_frontend_label: 'Material',
          options: [{ label: 'Cocona&reg; performance fabric', value: '143' }],
        },
      ],
      { ...USD, defaultFilters: ['material'] },
    );
    expect(filters).toEqual([
      {
        attribute: 'material',
        label: 'Fabric',
        type: 'generic',
        options: [{ value: '143', label: 'Cocona® performance fabric', count: 2, selected: false }],
      },
    ]);
  });
});
