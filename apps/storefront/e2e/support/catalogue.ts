import type { RunningStorefront } from './start-storefront';

/** The bundle options of a bundle product's catalogue document, as far as the tests read them. */
export type BundleOptions = {
  bundle_options: Array<{
    option_id: number;
    title: string;
    required: boolean;
    product_links: Array<{ id: string; sku: string; is_default: boolean }>;
  }>;
};

/**
 * Documents of the running shop's default index matching every filter in `must`, through the catalogue API, so a test
 * picks its pages from whatever catalogue the shop holds.
 */
export async function findDocuments<T>(
  shop: RunningStorefront,
  entity: string,
  must: Array<Record<string, unknown>>,
  params = 'size=20',
): Promise<T[]> {
  const query = { query: { bool: { filter: { bool: { must } } } } };
  const url = `${shop.url}/api/catalog/vue_storefront_catalog/${entity}/_search?${params}&request=${encodeURIComponent(
    JSON.stringify(query),
  )}`;
  const body = (await (await fetch(url)).json()) as { hits: { hits: Array<{ _source: T }> } };
  return body.hits.hits.map((hit) => hit._source);
}

/**
 * Products of `type` the catalogue lists (visibility 4: in the catalogue and the search) and matching `also`, through
 * `findDocuments` with its `params`.
 */
export function listedProducts<T>(
  shop: RunningStorefront,
  type: string,
  params: string,
  also: Array<Record<string, unknown>> = [],
): Promise<T[]> {
  return findDocuments<T>(
    shop,
    'product',
    [{ terms: { type_id: [type] } }, { terms: { visibility: [4] } }, ...also],
    params,
  );
}
