import type { CatalogSource } from '@storefront/core';
import type { CatalogSearch } from '../search/catalog-search.js';

/** Where a sku lives: a product document of its own, or a configurable child inside its parent's document. */
export interface SkuMatch {
  document: CatalogSource;
  /** Position in `document.configurable_children`; undefined when the document itself carries the sku. */
  childIndex: number | undefined;
  /**
   * When a document of its own carries the sku and a configurable also lists it as a child (the demo catalogue's
   * 'Jacket-M-Green'): that parent and the child's position in it.
   */
  parent?: { document: CatalogSource; childIndex: number };
}

export function childrenOf(document: CatalogSource): CatalogSource[] {
  const children = document.configurable_children;
  return Array.isArray(children) ? children.filter((c): c is CatalogSource => typeof c === 'object' && c !== null) : [];
}

/** The product a match names: the child when there is one, else the document. */
export function matchedProduct(document: CatalogSource, childIndex: number | undefined): CatalogSource {
  return childIndex === undefined ? document : (childrenOf(document)[childIndex] ?? document);
}

/**
 * Finds products by sku through the catalogue search, so lookups use its cached in-memory index instead of reading
 * every document. A document of its own wins over a copy inside a parent: it is the product Magento's stock and
 * price calls describe, while the embedded child is the parent's snapshot of it. The returned documents are the
 * search's sources, so they carry server-side prices whenever the catalogue search adds them.
 */
export async function findProductsBySku(
  search: CatalogSearch,
  index: string,
  skus: readonly string[],
  maxHits: number,
  /** A verified customer group: its tier prices (the price the cart charges a logged-in shopper). */
  groupId?: number,
): Promise<Map<string, SkuMatch>> {
  const wanted = new Set(skus);
  const response = await search.search({
    index,
    entity: 'product',
    body: {
      query: {
        bool: { should: [{ terms: { sku: [...wanted] } }, { terms: { 'configurable_children.sku': [...wanted] } }] },
      },
      sort: ['_doc'],
    },
    size: maxHits,
    from: 0,
    groupId,
  });
  const documents = response.hits.hits.map((hit) => hit._source);
  const found = new Map<string, SkuMatch>();
  const take = (sku: unknown, match: SkuMatch) => {
    if (typeof sku === 'string' && wanted.has(sku) && !found.has(sku)) found.set(sku, match);
  };
  for (const document of documents) take(document.sku, { document, childIndex: undefined });
  for (const document of documents)
    childrenOf(document).forEach((child, childIndex) => {
      const own = typeof child.sku === 'string' ? found.get(child.sku) : undefined;
      if (own?.childIndex === undefined && own && own.document !== document && !own.parent)
        own.parent = { document, childIndex };
      take(child.sku, { document, childIndex });
    });
  return found;
}
