import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { parseSearchQuery } from './search-query-schema.js';

describe('parseSearchQuery', () => {
  it('fills the defaults VSF uses for missing parts', () => {
    expect(parseSearchQuery({})).toEqual({ availableFilters: [], appliedFilters: [], appliedSort: [], searchText: '' });
    expect(parseSearchQuery({ _searchText: null, _appliedFilters: null })).toMatchObject({
      searchText: '',
      appliedFilters: [],
    });
  });

  it('accepts the group keys and filter options the frontend serializes', () => {
    const query = parseSearchQuery({
      _availableFilters: [{ field: 'color', scope: 'catalog', options: { size: 20 } }],
      _appliedFilters: [{ attribute: 'sku', value: { eq: 'WS12' }, scope: 'default', options: {} }],
      _appliedSort: [{ field: 'price', options: { order: 'desc', mode: 'min' } }],
      _searchText: 'x',
      groupId: 1,
      groupToken: 'eyJhbGciOi...',
    });
    expect(query.availableFilters).toEqual([{ field: 'color', scope: 'catalog', size: 20 }]);
    expect(query.appliedSort).toEqual([{ field: 'price', options: { order: 'desc', mode: 'min' } }]);
  });

  it.each([
    ['a non-object body', [], /must be a JSON object/],
    ['a string body', 'q', /must be a JSON object/],
    ['null', null, /must be a JSON object/],
    ['an unknown top-level key', { appliedFilters: [] }, /appliedFilters/],
    ['a non-list _appliedFilters', { _appliedFilters: {} }, /_appliedFilters/],
    ['a filter without attribute', { _appliedFilters: [{ value: { eq: 1 } }] }, /_appliedFilters\[0\]\.attribute/],
    ['a null filter value', { _appliedFilters: [{ attribute: 'a', value: null }] }, /_appliedFilters\[0\]\.value/],
    ['a missing filter value', { _appliedFilters: [{ attribute: 'a' }] }, /_appliedFilters\[0\]\.value/],
    ['a numeric scope', { _appliedFilters: [{ attribute: 'a', value: 1, scope: 3 }] }, /_appliedFilters\[0\]\.scope/],
    [
      'an available filter without field',
      { _availableFilters: [{ scope: 'catalog' }] },
      /_availableFilters\[0\]\.field/,
    ],
    [
      'a bad aggregation size',
      { _availableFilters: [{ field: 'c', options: { size: -1 } }] },
      /_availableFilters\[0\]\.options\.size/,
    ],
    ['a bad sort direction', { _appliedSort: [{ field: 'name', options: 'up' }] }, /_appliedSort\[0\]\.options/],
    ['a sort without field', { _appliedSort: [{ options: 'asc' }] }, /_appliedSort\[0\]\.field/],
    ['a non-string search text', { _searchText: 5 }, /_searchText/],
  ])('refuses %s with a 400 naming the bad part', (_name, input, message) => {
    const parse = () => parseSearchQuery(input);
    expect(parse).toThrow(ApiError);
    expect(parse).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringMatching(/^Invalid SearchQuery: /) }),
    );
    expect(parse).toThrow(message);
  });
});
