import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from '../catalog/search-query.js';
import { defaultProductsConfig } from '../config/default-catalog-config.js';
import { parseListingQuery } from './parse-listing-query.js';
import {
  RELEVANCE_SORT,
  searchCountMessage,
  searchListingConfig,
  searchListingQuery,
  searchPageHref,
  searchTerm,
} from './search-listing.js';
import { sortOptions } from './sort-options.js';

const config = defaultProductsConfig();
const searchConfig = searchListingConfig(config);
const state = (query: string) => parseListingQuery(query, searchConfig);

describe('searchListingConfig', () => {
  it("offers 'Relevance' first, as the default, then the category page's sorts", () => {
    expect(sortOptions(searchConfig).map((option) => option.label)).toEqual([
      'Relevance',
      'Latest',
      'Price low to high',
      'Price high to low',
    ]);
    expect(state('').sort).toBe(RELEVANCE_SORT);
    expect(state('?sort=final_price').sort).toBe('final_price');
  });

  it('keeps the filters of the category page and lists what is visible in search', () => {
    expect(searchConfig.defaultFilters).toEqual(config.defaultFilters);
    expect(searchConfig.listingVisibility).toEqual([3, 4]);
    expect(searchListingConfig(searchConfig).sortByAttributes).toEqual(searchConfig.sortByAttributes);
  });
});

describe('searchTerm', () => {
  it('trims the term and says when it is too short (docs/behaviour.md#search)', () => {
    expect(searchTerm(new URLSearchParams('q=%20jacket%20'))).toEqual({ term: 'jacket', tooShort: false });
    expect(searchTerm(new URLSearchParams('q=%20ja%20'))).toEqual({ term: 'ja', tooShort: true });
    expect(searchTerm(new URLSearchParams(''))).toEqual({ term: '', tooShort: false });
  });

  it('cuts a very long term', () => {
    expect(searchTerm(new URLSearchParams(`q=${'a'.repeat(500)}`)).term).toHaveLength(200);
  });
});

describe('searchListingQuery', () => {
  it('searches the text over visible, enabled products with the facets, ranked by score', () => {
    const query = searchListingQuery('jacket', state(''), config);
    expect(query.text).toBe('jacket');
    expect(query.sort).toBeUndefined();
    expect(query.facets).toEqual(config.defaultFilters);
    expect(query.filters).toEqual([
      { attribute: 'visibility', value: [3, 4] },
      { attribute: 'status', value: [0, 1] },
    ]);
    expect(buildSearchQuery(query)._appliedSort).toEqual([]);
  });

  it('applies the chosen filters and sort as the category page does', () => {
    const query = searchListingQuery('jacket', state('?color=49&price=50-100&sort=final_price:desc'), config);
    expect(query.sort).toBe('final_price:desc');
    expect(query.filters).toContainEqual({ attribute: 'color', value: [49], scope: 'catalog' });
    expect(query.filters).toContainEqual({ attribute: 'price', value: { gte: 50, lte: 100 }, scope: 'catalog' });
  });
});

describe('searchPageHref', () => {
  it('puts the term first, then the listing query without the default sort and page 0', () => {
    expect(searchPageHref('/search', 'rain jacket', state(''), config)).toBe('/search?q=rain%20jacket');
    expect(searchPageHref('/de/search', 'jacket', state('?page=2&color=50&sort=final_price'), config)).toBe(
      '/de/search?q=jacket&color=50&sort=final_price&page=2',
    );
  });
});

describe('searchCountMessage', () => {
  it('says one result in the singular', () => {
    expect(searchCountMessage(1)).toBe('1 result for “{query}”');
    expect(searchCountMessage(0)).toBe('{count} results for “{query}”');
    expect(searchCountMessage(28)).toBe('{count} results for “{query}”');
  });
});
