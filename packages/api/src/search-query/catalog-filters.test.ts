import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { emptyBool } from './bool-clauses.js';
import { applyCatalogFilters } from './catalog-filters.js';
import type { AppliedFilter } from './search-query-schema.js';
import { defaultSearchQueryOptions } from './test-support/options.js';

const options = defaultSearchQueryOptions();

function mustFor(...filters: AppliedFilter[]) {
  const target = emptyBool();
  applyCatalogFilters(target, filters, options);
  return target.must;
}

const configurable = { match: { type_id: 'configurable' } };

describe('catalog-scope filters', () => {
  it('matches the attribute or, on configurable products, its _options twin', () => {
    expect(mustFor({ attribute: 'size', value: { in: [167] }, scope: 'catalog' })).toEqual([
      {
        bool: {
          should: [{ terms: { size: [167] } }, { bool: { must: [{ terms: { size_options: [167] } }, configurable] } }],
        },
      },
    ]);
  });

  it('wraps a scalar operand and uses the first operator only', () => {
    expect(mustFor({ attribute: 'size', value: { eq: 167, in: [1] }, scope: 'catalog' })).toEqual([
      {
        bool: {
          should: [{ terms: { size: [167] } }, { bool: { must: [{ terms: { size_options: [167] } }, configurable] } }],
        },
      },
    ]);
  });

  it('maps the plain attribute through filterFieldMapping but not the _options one', () => {
    expect(mustFor({ attribute: 'category.name', value: { in: ['Tees'] }, scope: ['catalog'] })).toEqual([
      {
        bool: {
          should: [
            { terms: { 'category.name.keyword': ['Tees'] } },
            { bool: { must: [{ terms: { 'category.name_options': ['Tees'] } }, configurable] } },
          ],
        },
      },
    ]);
  });

  it('filters price ranges on priceFilterKey without an _options suffix', () => {
    expect(mustFor({ attribute: 'price', value: { gte: 10 }, scope: 'catalog' })).toEqual([
      {
        bool: {
          should: [
            { range: { final_price: { gte: 10 } } },
            { bool: { must: [{ range: { final_price: { gte: 10 } } }, configurable] } },
          ],
        },
      },
    ]);
  });

  it('keeps other range attributes unmapped', () => {
    const [clause] = mustFor({ attribute: 'weight', value: { lt: 3 }, scope: 'catalog' });
    expect(clause).toEqual({
      bool: {
        should: [
          { range: { weight: { lt: 3 } } },
          { bool: { must: [{ range: { weight: { lt: 3 } } }, configurable] } },
        ],
      },
    });
  });

  it('ignores default-scope and empty filters', () => {
    expect(
      mustFor(
        { attribute: 'size', value: { in: [1] }, scope: 'default' },
        { attribute: 'x', value: {}, scope: 'catalog' },
      ),
    ).toEqual([]);
  });

  it('refuses a null operand', () => {
    expect(() => mustFor({ attribute: 'size', value: { in: null }, scope: 'catalog' })).toThrow(ApiError);
  });
});
