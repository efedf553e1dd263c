import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { emptyBool, renderBool } from './bool-clauses.js';
import { applyDefaultFilters } from './default-filters.js';
import type { FilterValue } from './search-query-schema.js';
import { defaultSearchQueryOptions } from './test-support/options.js';

const options = defaultSearchQueryOptions();

/** The filter bool for one default-scope filter, rendered inside a bool so single clauses keep their slot. */
function clausesFor(attribute: string, value: FilterValue) {
  const target = emptyBool();
  applyDefaultFilters(target, [{ attribute, value, scope: 'default' }], options);
  return target;
}

describe('default-scope operators', () => {
  it.each([
    ['gt', { gt: 1 }],
    ['lt', { lt: 1 }],
    ['gte and lte', { gte: 1, lte: 5 }],
    ['moreq', { moreq: 2 }],
    ['from and to', { from: 1, to: 9 }],
  ])('passes %s range keys to ES unchanged under must', (_name, value) => {
    expect(clausesFor('price', value)).toEqual({ must: [{ range: { price: value } }], should: [], mustNot: [] });
  });

  it('turns or-range keys into a should range with the prefix removed', () => {
    expect(clausesFor('price', { orGt: 1, orLt: 2, orGte: 3, orLte: 4, orMoreq: 5, orFrom: 6, orTo: 7 })).toEqual({
      must: [],
      should: [{ range: { price: { gt: 1, lt: 2, gte: 3, lte: 4, moreq: 5, from: 6, to: 7 } } }],
      mustNot: [],
    });
  });

  it('handles a mix of range and other keys as the first operator (exact terms)', () => {
    expect(clausesFor('price', { gte: 3, eq: 4 })).toEqual({
      must: [{ terms: { price: [3] } }],
      should: [],
      mustNot: [],
    });
  });

  it.each([
    ['or', { or: [1, 2] }, { should: [{ terms: { x: [1, 2] } }] }],
    ['or (scalar)', { or: 1 }, { should: [{ terms: { x: [1] } }] }],
    ['or null', { or: null }, { should: [{ bool: { must_not: [{ exists: { field: 'x' } }] } }] }],
    ['nor', { nor: [1] }, { should: [{ bool: { must_not: [{ terms: { x: [1] } }] } }] }],
    ['nor null', { nor: null }, { should: [{ exists: { field: 'x' } }] }],
    ['neq', { neq: 5 }, { mustNot: [{ terms: { x: [5] } }] }],
    ['nin', { nin: [5, 6] }, { mustNot: [{ terms: { x: [5, 6] } }] }],
    ['neq null', { neq: null }, { mustNot: [{ exists: { field: 'x' } }] }],
    ['nin null', { nin: null }, { mustNot: [{ exists: { field: 'x' } }] }],
    ['eq', { eq: 'a' }, { must: [{ terms: { x: ['a'] } }] }],
    ['in', { in: ['a', 'b'] }, { must: [{ terms: { x: ['a', 'b'] } }] }],
    ['eq null', { eq: null }, { must: [{ exists: { field: 'x' } }] }],
    ['in null', { in: null }, { must: [{ exists: { field: 'x' } }] }],
    ['like', { like: 'home' }, { must: [{ terms: { x: ['home'] } }] }],
    ['finset', { finset: [3, 4] }, { must: [{ terms: { x: [3, 4] } }] }],
    ['a bare scalar', 'v', { must: [{ terms: { x: ['v'] } }] }],
    ['a bare number', 0, { must: [{ terms: { x: [0] } }] }],
    ['a bare list', [1, 2], { must: [{ terms: { x: [1, 2] } }] }],
  ])('translates %s', (_name, value, expected) => {
    expect(clausesFor('x', value as FilterValue)).toEqual({ must: [], should: [], mustNot: [], ...expected });
  });

  it('uses only the first operator of a value', () => {
    expect(clausesFor('x', { in: [1], nin: [2] })).toEqual({ must: [{ terms: { x: [1] } }], should: [], mustNot: [] });
  });

  it('skips an empty operator object', () => {
    expect(clausesFor('x', {})).toEqual(emptyBool());
  });

  it('maps attributes through filterFieldMapping for every operator', () => {
    expect(renderBool(clausesFor('category.name', { nin: ['Bags'] }))).toEqual({
      bool: { must_not: [{ terms: { 'category.name.keyword': ['Bags'] } }] },
    });
    expect(renderBool(clausesFor('category.name', { gte: 'A' }))).toEqual({
      range: { 'category.name.keyword': { gte: 'A' } },
    });
  });

  it('does not map through inherited object keys', () => {
    expect(renderBool(clausesFor('constructor', { eq: 1 }))).toEqual({ terms: { constructor: [1] } });
  });

  it('refuses an unknown operator with a null value, which would be an invalid terms query', () => {
    expect(() => clausesFor('x', { like: null })).toThrow(ApiError);
    expect(() => clausesFor('x', { like: null })).toThrow(/"x".*"like"/);
  });
});

describe('renderBool (bodybuilder shape)', () => {
  it('keeps a lone must clause bare and a single must inside a bool unwrapped', () => {
    expect(renderBool(clausesFor('x', { eq: 1 }))).toEqual({ terms: { x: [1] } });
    const mixed = emptyBool();
    applyDefaultFilters(
      mixed,
      [
        { attribute: 'a', value: { eq: 1 }, scope: 'default' },
        { attribute: 'b', value: { neq: 2 }, scope: 'default' },
      ],
      options,
    );
    expect(renderBool(mixed)).toEqual({ bool: { must: { terms: { a: [1] } }, must_not: [{ terms: { b: [2] } }] } });
  });

  it('lists a lone should or must_not clause', () => {
    expect(renderBool(clausesFor('x', { or: [1] }))).toEqual({ bool: { should: [{ terms: { x: [1] } }] } });
    expect(renderBool(clausesFor('x', { neq: 1 }))).toEqual({ bool: { must_not: [{ terms: { x: [1] } }] } });
  });

  it('renders nothing for no clauses', () => {
    expect(renderBool(emptyBool())).toBeUndefined();
  });
});
