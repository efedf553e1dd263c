import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from '../catalog/search-query.js';
import type { CategoryDocument } from '../catalog/types.js';
import { defaultProductsConfig } from '../config/default-catalog-config.js';
import { descendantCategoryIds } from './descendant-category-ids.js';
import { listingSearchQuery } from './listing-search-query.js';
import { pageWindow } from './page-window.js';
import { parseListingQuery } from './parse-listing-query.js';

const config = defaultProductsConfig();

function category(id: number, name: string, children: CategoryDocument[] = []): CategoryDocument {
  const slug = `${name.toLowerCase()}-${id}`;
  return {
    id,
    parent_id: 0,
    name,
    is_active: true,
    level: 2,
    position: 1,
    product_count: 1,
    path: `1/2/${id}`,
    url_key: slug,
    url_path: slug,
    slug,
    children_data: children,
  };
}

// The demo's Women subtree (see docs/api.md#catalogue-documents).
const WOMEN = category(20, 'Women', [
  category(21, 'Tops', [category(23, 'Jackets'), category(24, 'Hoodies'), category(25, 'Tees'), category(26, 'Bras')]),
  category(22, 'Bottoms', [category(27, 'Pants'), category(28, 'Shorts')]),
]);

describe('descendantCategoryIds', () => {
  it('gives the category first, then everything below it', () => {
    expect(descendantCategoryIds(WOMEN)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28]);
  });

  it('reads id-only children and string ids, and stops on a loop', () => {
    const looped: { id: number | string; children_data: unknown[] } = { id: '7', children_data: [{ id: 8 }] };
    looped.children_data.push(looped);
    expect(descendantCategoryIds(looped as never)).toEqual([7, 8]);
  });
});

describe('listingSearchQuery', () => {
  it('builds the contract’s category listing query', () => {
    const state = parseListingQuery('?color=49&color=50&price=50-100&sort=final_price:desc', config);
    const query = buildSearchQuery(listingSearchQuery([20, 21], state, config));
    expect(query).toEqual({
      _availableFilters: ['color', 'size', 'price', 'erin_recommends'].map((field) => ({
        field,
        scope: 'catalog',
        options: {},
      })),
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
        { attribute: 'category_ids', value: { in: [20, 21] }, scope: 'default' },
        { attribute: 'color', value: { in: [49, 50] }, scope: 'catalog' },
        { attribute: 'price', value: { gte: 50, lte: 100 }, scope: 'catalog' },
      ],
      _appliedSort: [{ field: 'final_price', options: 'desc' }],
      _searchText: '',
    });
  });

  it('covers the category’s descendants', () => {
    const input = listingSearchQuery(descendantCategoryIds(WOMEN), parseListingQuery('', config), config);
    expect(input.filters).toContainEqual({
      attribute: 'category_ids',
      value: [20, 21, 22, 23, 24, 25, 26, 27, 28],
    });
    expect(input.sort).toBe('updated_at:desc');
  });

  it('matches the ids on the category list when asked, for exports without category_ids', () => {
    const input = listingSearchQuery([20, 21], parseListingQuery('', config), config, 'category.category_id');
    expect(input.filters).toContainEqual({ attribute: 'category.category_id', value: [20, 21] });
    expect(input.filters?.some((filter) => filter.attribute === 'category_ids')).toBe(false);
  });

  it('adds the stock filter when out-of-stock products are not listed', () => {
    const input = listingSearchQuery([20], parseListingQuery('', config), { ...config, listOutOfStockProducts: false });
    expect(input.filters).toContainEqual({ attribute: 'stock.is_in_stock', value: { eq: true } });
  });

  it('falls back to the default sort and drops filters the config does not offer', () => {
    const input = listingSearchQuery(
      [],
      { filters: { material: ['33'], color: [] }, price: { from: 150 }, sort: 'name', page: 0 },
      config,
    );
    expect(input.sort).toBe('updated_at:desc');
    expect(input.filters?.map((filter) => filter.attribute)).toEqual(['visibility', 'status', 'price']);
    expect(input.filters?.[2]).toEqual({ attribute: 'price', value: { gte: 150 }, scope: 'catalog' });
  });
});

describe('pageWindow', () => {
  it('turns a page into from/size with the category page size of 50', () => {
    expect(pageWindow(0)).toEqual({ from: 0, size: 50 });
    expect(pageWindow(2)).toEqual({ from: 100, size: 50 });
    expect(pageWindow(1, 20)).toEqual({ from: 20, size: 20 });
    expect(pageWindow(-1, 0)).toEqual({ from: 0, size: 50 });
  });
});
