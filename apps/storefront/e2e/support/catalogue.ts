import type { RunningStorefront } from './start-storefront';

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
