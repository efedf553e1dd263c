import { describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../config.js';
import { toCompactResponse } from './compact-response.js';

const { fieldsToCompact } = defaultApiConfig('/nonexistent').products;

function esResponse(entity: string, sources: Array<Record<string, unknown>>) {
  return {
    took: 3,
    timed_out: false,
    _shards: { total: 5, successful: 5, skipped: 0, failed: 0 },
    hits: {
      total: 42,
      max_score: 1.5,
      hits: sources.map((source, i) => ({
        _index: 'vue_storefront_catalog',
        _type: entity,
        _id: String(i),
        _score: 1.5 - i,
        _source: source,
      })),
    },
    aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 12 }] } },
  };
}

describe('toCompactResponse', () => {
  it('flattens hits to sources with _score and moves total up, dropping ES bookkeeping', () => {
    const response = esResponse('category', [
      { id: 20, name: 'Women' },
      { id: 21, name: 'Tops' },
    ]);
    expect(toCompactResponse(response, { entityType: 'category', fieldsToCompact })).toEqual({
      hits: [
        { id: 20, name: 'Women', _score: 1.5 },
        { id: 21, name: 'Tops', _score: 0.5 },
      ],
      total: 42,
      aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 12 }] } },
    });
  });

  it('renames product fields on the product and its configurable children', () => {
    const product = {
      id: 1769,
      sku: 'WT06',
      name: 'Chloe Compete Tank',
      price: 39,
      final_price: 39,
      price_incl_tax: 48,
      image: '/w/t/wt06.jpg',
      status: 1,
      url_key: 'chloe-compete-tank',
      configurable_children: [{ sku: 'WT06-XS-Blue', name: 'Chloe XS Blue', price: 39, special_price: null }],
    };
    const compact = toCompactResponse(esResponse('product', [product]), { entityType: 'product', fieldsToCompact });
    expect(compact.hits).toEqual([
      {
        id: 1769,
        sku: 'WT06',
        nm: 'Chloe Compete Tank',
        p: 39,
        fp: 39,
        pit: 48,
        i: '/w/t/wt06.jpg',
        s: 1,
        u: 'chloe-compete-tank',
        configurable_children: [{ sku: 'WT06-XS-Blue', nm: 'Chloe XS Blue', p: 39, sp: null }],
        _score: 1.5,
      },
    ]);
  });

  it('drops child fields equal to the parent when fieldsToCompress is given', () => {
    const product = {
      id: 1,
      special_from_date: '2020-01-01',
      configurable_children: [
        { sku: 'a', special_from_date: '2020-01-01' },
        { sku: 'b', special_from_date: null },
      ],
    };
    const compact = toCompactResponse(esResponse('product', [product]), {
      entityType: 'product',
      fieldsToCompact,
      fieldsToCompress: ['special_from_date'],
    });
    expect((compact.hits as Array<Record<string, unknown>>)[0]?.configurable_children).toEqual([
      { sku: 'a' },
      { sku: 'b', special_from_date: null },
    ]);
  });

  it('does not rename fields of other entity types', () => {
    const compact = toCompactResponse(esResponse('category', [{ name: 'Women', url_key: 'women' }]), {
      entityType: 'category',
      fieldsToCompact,
    });
    expect(compact.hits).toEqual([{ name: 'Women', url_key: 'women', _score: 1.5 }]);
  });

  it('keeps an ES 7 total object and other top-level keys such as suggest', () => {
    const response = {
      ...esResponse('product', []),
      hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] },
      suggest: {},
    };
    expect(toCompactResponse(response, { entityType: 'product', fieldsToCompact })).toEqual({
      hits: [],
      total: { value: 0, relation: 'eq' },
      aggregations: response.aggregations,
      suggest: {},
    });
  });

  it('gives a hit without _source just its score, and a response without hits only its other keys', () => {
    const response = { took: 1, hits: { total: 1, hits: [{ _score: null }] } };
    expect(toCompactResponse(response, { entityType: 'product', fieldsToCompact })).toEqual({
      hits: [{ _score: null }],
      total: 1,
    });
    expect(
      toCompactResponse({ took: 1, timed_out: false } as object, { entityType: 'product', fieldsToCompact }),
    ).toEqual({});
  });

  it('does not change the response it reads', () => {
    const response = esResponse('product', [{ name: 'x', configurable_children: [{ name: 'y' }] }]);
    const copy = structuredClone(response);
    toCompactResponse(response, { entityType: 'product', fieldsToCompact });
    expect(response).toEqual(copy);
  });
});
