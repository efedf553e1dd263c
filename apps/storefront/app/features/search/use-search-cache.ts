import { useMemo } from 'react';
import { browserStorage } from '../../lib/browser-storage';
import type { ProductTileView } from '../catalog/product-tile-view';

interface CachedResults {
  query: string;
  total: number;
  products: ProductTileView[];
}

/** Stable key of a search, independent of how the query object was written (FNV-1a over the canonical text). */
export function searchKey(query: string, from: number): string {
  const text = JSON.stringify({ from, q: query.toLowerCase() });
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `search:${hash.toString(16)}`;
}

/** Spec point 7: search results are cached locally by the query's hash (IndexedDB's elasticCache, a day by default). */
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
