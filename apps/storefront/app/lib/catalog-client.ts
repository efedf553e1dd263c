import {
  buildSearchQuery,
  decodeHtmlEntities,
  type CatalogSource,
  type ProductDocument,
  type SearchQueryInput,
  type TaskQueue,
} from '@storefront/core';

export interface SearchHits<T> {
  total: number;
  items: T[];
  aggregations: Record<string, unknown>;
}

interface RawSearchResponse {
  hits?: { total?: number | { value: number }; hits?: Array<{ _source: CatalogSource }> };
  aggregations?: Record<string, unknown>;
}

/** The customer group a logged-in shopper's product prices come from (docs/behaviour.md#price-tiers, docs/api.md#accounts). */
export interface PriceGroup {
  groupId: number;
  groupToken: string;
}

export interface SearchOptions {
  size?: number;
  from?: number;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
}

/** Product texts the catalogue keeps HTML-encoded, as Magento exports them ('Tom &amp; Jerry'). */
const ENCODED_PRODUCT_TEXT = ['name', 'meta_title', 'meta_description'] as const;

/**
 * The product with its plain-text fields decoded once. React (titles, meta tags, AMP) and the JSON-LD serializer
 * escape text themselves, so an encoded name would reach the shopper as 'Tom &amp; Jerry' (VSF1 decodes names with
 * its `htmlDecode` filter for the same reason). Descriptions stay HTML: they are sanitised where they are shown.
 */
export function decodedProductText<T>(product: T): T {
  if (typeof product !== 'object' || product === null) return product;
  const source = product as Record<string, unknown>;
  for (const field of ENCODED_PRODUCT_TEXT) {
    const value = source[field];
    if (typeof value === 'string' && value.includes('&')) source[field] = decodeHtmlEntities(value);
  }
  if (Array.isArray(source.configurable_children)) source.configurable_children.forEach(decodedProductText);
  return product;
}

/**
 * Catalogue reads as the storefront sends them: a SearchQuery (`request_format=search-query`) by GET, so responses can
 * be cached, through the task queue like every other call (see docs/behaviour.md#sync-task-queue).
 */
export function createCatalogClient(
  queue: TaskQueue,
  options: {
    host: string;
    index: string;
    /** `/graphql/{storeCode}/` when the shop's API type is 'graphql' (see lib/catalog-location.ts). */
    graphql?: string | undefined;
    priceProducts?: <T extends ProductDocument>(products: T[]) => Promise<T[]>;
    /** With `usePriceTiers` on and a customer logged in: the group that product queries carry. */
    priceGroup?: () => Promise<PriceGroup | undefined>;
    /** Every page of documents read, for the output cache's tags. */
    onDocuments?: (entity: string, items: unknown[], query: SearchQueryInput) => void;
  },
) {
  /** The read through `/graphql`, or undefined when GraphQL cannot say it (then REST answers). */
  async function graphqlSearch<T>(
    entity: string,
    query: SearchQueryInput,
    opts: SearchOptions,
  ): Promise<SearchHits<T> | undefined> {
    if (!options.graphql) return undefined;
    const { graphqlHits, graphqlRead } = await import('./catalog-graphql');
    const group = entity === 'product' ? await options.priceGroup?.() : undefined;
    const read = graphqlRead(entity, buildSearchQuery(query), {
      size: opts.size ?? 50,
      from: opts.from ?? 0,
      includeFields: opts.includeFields,
      excludeFields: opts.excludeFields,
      groupToken: group?.groupToken,
    });
    if (!read) return undefined;
    const task = await queue.execute({
      url: options.graphql,
      payload: {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: read.query, variables: read.variables }),
      },
      expect: 'json',
      silent: true,
    });
    if (task.resultCode !== 200 && !(typeof task.result === 'object' && task.result !== null)) {
      throw new Error(`Catalogue search for ${entity} over GraphQL failed (${task.resultCode})`);
    }
    const found = graphqlHits<T>(read, task.result);
    const items = entity === 'product' ? found.items.map((item) => decodedProductText(item)) : found.items;
    options.onDocuments?.(entity, items, query);
    return { ...found, items };
  }

  async function search<T>(entity: string, query: SearchQueryInput, opts: SearchOptions = {}): Promise<SearchHits<T>> {
    const viaGraphql = await graphqlSearch<T>(entity, query, opts);
    if (viaGraphql) return viaGraphql;
    const params = new URLSearchParams({
      request_format: 'search-query',
      size: String(opts.size ?? 50),
      from: String(opts.from ?? 0),
    });
    if (opts.includeFields?.length) params.set('_source_include', opts.includeFields.join(','));
    if (opts.excludeFields?.length) params.set('_source_exclude', opts.excludeFields.join(','));
    // Price tiers: the API verifies the token and drops both keys before querying (see docs/api.md#catalogue-search).
    const group = entity === 'product' ? await options.priceGroup?.() : undefined;
    const request = group
      ? { ...buildSearchQuery(query), groupId: group.groupId, groupToken: group.groupToken }
      : buildSearchQuery(query);
    // The API decodes `request` twice (see docs/api.md#catalogue-search), so a '%' inside a value must survive one extra decoding.
    params.set('request', encodeURIComponent(JSON.stringify(request)));
    const task = await queue.execute({
      url: `${options.host}/${options.index}/${entity}/_search?${params.toString()}`,
      payload: { method: 'GET', headers: { accept: 'application/json' } },
      expect: 'json',
      silent: true,
    });
    if (task.resultCode !== 200) {
      const reason = typeof task.result === 'string' ? task.result : JSON.stringify(task.result);
      throw new Error(`Catalogue search for ${entity} failed (${task.resultCode}): ${reason}`);
    }
    const body = task.result as RawSearchResponse;
    const total = body.hits?.total;
    const items = (body.hits?.hits ?? []).map((hit) =>
      entity === 'product' ? decodedProductText(hit._source as T) : (hit._source as T),
    );
    options.onDocuments?.(entity, items, query);
    return {
      total: typeof total === 'number' ? total : (total?.value ?? 0),
      items,
      aggregations: body.aggregations ?? {},
    };
  }

  async function one<T>(entity: string, attribute: string, value: string | number): Promise<T | undefined> {
    const { items } = await search<T>(entity, { filters: [{ attribute, value: [value] }] }, { size: 1 });
    return items[0];
  }

  // Products always pass through the storefront's pricing, which is a no-op when the API has applied taxes.
  const price = options.priceProducts ?? (async <T>(products: T[]) => products);
  async function products(query: SearchQueryInput, opts?: SearchOptions): Promise<SearchHits<ProductDocument>> {
    const found = await search<ProductDocument>('product', query, opts);
    return { ...found, items: await price(found.items) };
  }

  // Categories are looked up with findCategoryBySlug/findCategoryByUrlPath over `search`, never by one raw field.
  return {
    search,
    products,
    productBy: async (attribute: 'sku' | 'url_path' | 'slug' | 'id', value: string | number) => {
      const found = await one<ProductDocument>('product', attribute, value);
      return found ? (await price([found]))[0] : undefined;
    },
    cmsPage: (identifier: string) => one<CatalogSource>('cms_page', 'identifier', identifier),
    cmsBlock: (identifier: string) => one<CatalogSource>('cms_block', 'identifier', identifier),
  };
}

export type CatalogClient = ReturnType<typeof createCatalogClient>;
