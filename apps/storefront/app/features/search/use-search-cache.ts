import { useMemo } from 'react';
import { searchCacheKey } from '@storefront/core';
import { browserStorage } from '../../lib/browser-storage';
import type { ProductTileView } from '../product-tile';

interface CachedResults {
  query: string;
  total: number;
  products: ProductTileView[];
}

/** The hash of docs/behaviour.md#search of the query: the same search gives the same key however it was written. */
export function searchKey(query: string, from: number): string {
  return `search:${searchCacheKey({ from, q: query.toLowerCase() })}`;
}

/** docs/behaviour.md#search: search results are cached locally by the query's hash (IndexedDB's elasticCache, a day by default). */
export function useSearchCache() {
  return useMemo(
    () => ({
      read: async (query: string, from: number) =>
        (await browserStorage()?.collection('elasticCache').getItem<CachedResults>(searchKey(query, from))) ??
        undefined,
      write: async (query: string, from: number, results: CachedResults) => {
        await browserStorage()?.collection('elasticCache').setItem(searchKey(query, from), results);
      },
    }),
    [],
  );
}
