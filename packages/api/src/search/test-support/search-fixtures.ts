import type { SqlCatalogRepository } from '../../db/sql-catalog-repository.js';
import type { CatalogSearch, CatalogSearchRequest } from '../catalog-search.js';

/**
 * An upsert of product `id` in `index`: red shirts and blue trousers with prices, colours (text and numbers),
 * categories, dates and two children, so terms, ranges, sorts, facets and typos all have something to find.
 */
export function sampleProduct(index: string, id: number, extra: Record<string, unknown> = {}) {
  return {
    kind: 'upsert' as const,
    index,
    entity: 'product',
    document: {
      id: String(id),
      source: {
        id,
        sku: `SKU-${id}`,
        name: id % 2 ? `Red shirt ${id}` : `Blue trousers ${id}`,
        price: id % 7,
        color: id % 3 ? String(id % 3) : id % 3,
        category_ids: [id % 4, 2],
        visibility: 4,
        status: 1,
        updated_at: `2026-01-0${1 + (id % 9)} 10:00:00`,
        configurable_children: [{ sku: `SKU-${id}-a` }, { sku: `SKU-${id}-b` }],
        ...extra,
      },
    },
  };
}

/** Counts `repo`'s full reads of a catalogue from now on: none means a search engine answered without them. */
export function countScans(repo: SqlCatalogRepository): () => number {
  let scans = 0;
  const scan = repo.scan.bind(repo);
  repo.scan = (index, entity) => {
    scans++;
    return scan(index, entity);
  };
  return () => scans;
}

/** The answers of `search` to each request in turn, `took` set to 0 so two engines' answers compare. */
export async function answersTo(search: CatalogSearch, requests: readonly CatalogSearchRequest[]): Promise<unknown[]> {
  const out = [];
  for (const request of requests) out.push({ ...(await search.search(request)), took: 0 });
  return out;
}
