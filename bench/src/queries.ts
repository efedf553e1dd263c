import { defaultApiConfig, searchQueryOptionsFromConfig, searchQueryToDsl } from '@storefront/api';
import { summarize } from './stats.js';

/** The category listing the Vue Storefront 1 frontend sends (docs/api.md#catalogue-search, first example), for one category tree. */
export function listingQuery(categoryIds: number[], withFilter: boolean): Record<string, unknown> {
  const must: unknown[] = [
    { terms: { visibility: [2, 3, 4] } },
    { terms: { status: [0, 1] } },
    { terms: { category_ids: categoryIds } },
  ];
  if (withFilter)
    must.push({
      bool: {
        should: [
          { range: { final_price: { gte: 50, lte: 100 } } },
          {
            bool: { must: [{ range: { final_price: { gte: 50, lte: 100 } } }, { match: { type_id: 'configurable' } }] },
          },
        ],
      },
    });
  const facet = (field: string) => ({
    [`agg_terms_${field}`]: { terms: { field, size: 10 } },
    [`agg_terms_${field}_options`]: { terms: { field: `${field}_options`, size: 10 } },
  });
  return {
    query: { bool: { filter: { bool: { must } } } },
    aggs: {
      ...facet('color'),
      ...facet('size'),
      ...facet('erin_recommends'),
      agg_terms_price: { terms: { field: 'price' } },
      agg_range_price: {
        range: {
          field: 'price',
          ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
        },
      },
    },
  };
}

/**
 * The search panel's typo-tolerant query (docs/api.md#catalogue-search, second example) with the frontend's min_score.
 * The frontend builds it from a SearchQuery the way the API's translator does, so the translator writes it here too.
 */
export function fullTextQuery(text: string): Record<string, unknown> {
  const searchQuery = {
    _appliedFilters: [
      { attribute: 'visibility', value: { in: [3, 4] }, scope: 'default' },
      { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
    ],
    _searchText: text,
  };
  return { min_score: 0.02, ...searchQueryToDsl(searchQuery, searchQueryOptionsFromConfig(defaultApiConfig())) };
}

/**
 * What a category page reads of each product (a tile: image, name, prices, Sale/New, children for colour swatches and
 * stock prefetch), sent as `_source_include` the way Vue Storefront 1 sends `entities.productList.includeFields`.
 */
export const LISTING_SOURCE_INCLUDE = [
  'id',
  'sku',
  'name',
  'type_id',
  'image',
  'url_key',
  'url_path',
  'slug',
  'status',
  'visibility',
  'new',
  'sale',
  'tax_class_id',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'final_price',
  'price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'special_price_incl_tax',
  'final_price_incl_tax',
  'configurable_children.id',
  'configurable_children.sku',
  'configurable_children.color',
  'configurable_children.size',
  'configurable_children.status',
  'configurable_children.price_incl_tax',
  'configurable_children.special_price_incl_tax',
].join(',');

/** The words of the full-text measurements, each sent with one typo (`withTypo`). */
export const FULL_TEXT_WORDS = [
  'jacket',
  'hoodie',
  'leggings',
  'backpack',
  'sneaker',
  'parking',
  'sweater',
  'shorts',
  'bottle',
  'watch',
];

/** A realistic typo: two neighbouring letters swapped in the middle of the word. */
export function withTypo(word: string): string {
  if (word.length < 4) return word;
  const i = Math.floor(word.length / 2);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

/** GET with `request=`, encoded twice as the frontend does, so the bench pays the same parsing as real traffic. */
export function searchUrl(base: string, entity: string, body: unknown, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${base}/api/catalog/vue_storefront_catalog/${entity}/_search?${query}&request=${encodeURIComponent(
    encodeURIComponent(JSON.stringify(body)),
  )}`;
}

const LISTING_SORTS = ['updated_at:desc', 'final_price', 'final_price:desc'];

/**
 * `count` category pages at `base` as the frontend asks them: the i-th for the categories `categoryIdsOf(i)`, every
 * other one filtered by price, the three sorts in turn, 50 tiles.
 */
export function listingUrls(base: string, count: number, categoryIdsOf: (i: number) => number[]): string[] {
  return Array.from({ length: count }, (_, i) =>
    searchUrl(base, 'product', listingQuery(categoryIdsOf(i), i % 2 === 1), {
      size: '50',
      from: '0',
      sort: LISTING_SORTS[i % LISTING_SORTS.length]!,
      _source_include: LISTING_SOURCE_INCLUDE,
    }),
  );
}

/** `count` searches at `base` from the search panel: the words of FULL_TEXT_WORDS in turn, each with a typo, 50 tiles. */
export function typoUrls(base: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    searchUrl(base, 'product', fullTextQuery(withTypo(FULL_TEXT_WORDS[i % FULL_TEXT_WORDS.length]!)), {
      size: '50',
      from: '0',
      _source_include: LISTING_SOURCE_INCLUDE,
    }),
  );
}

/** One search over HTTP: how long it took and the hits it counted. */
export async function timedSearch(url: string): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = (await response.json()) as { hits?: { total: number } };
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`${response.status} for ${url.slice(0, 200)}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, total: body.hits?.total ?? 0 };
}

/** The searches in turn, the first `warmup` of them once before: median and p95 in ms, and the hits on average. */
export async function timeSearches(
  urls: string[],
  warmup: number,
): Promise<{ median: number; p95: number; hits: number }> {
  for (const url of urls.slice(0, warmup)) await timedSearch(url);
  const samples: number[] = [];
  let hits = 0;
  for (const url of urls) {
    const { ms, total } = await timedSearch(url);
    samples.push(ms);
    hits += total;
  }
  return { ...summarize(samples), hits: Math.round(hits / urls.length) };
}

/**
 * Simple, priced, in-stock products of the catalogue at `base`, their `fields` only. Products with a required custom
 * option are left out: the cart refuses them without a choice, which no bench makes.
 */
export async function findSimpleProducts<Source extends Record<string, unknown>>(
  base: string,
  size: number,
  fields: ReadonlyArray<keyof Source & string>,
): Promise<Source[]> {
  const query = {
    query: {
      bool: {
        filter: [
          { terms: { type_id: ['simple'] } },
          { terms: { visibility: [4] } },
          { range: { price: { gt: 0 } } },
          { term: { 'stock.is_in_stock': true } },
        ],
        must_not: [{ term: { required_options: '1' } }],
      },
    },
  };
  const url = searchUrl(base, 'product', query, { size: String(size), _source_include: fields.join(',') });
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  const body = (await response.json()) as { hits: { hits: Array<{ _source: Source }> } };
  return body.hits.hits.map((hit) => hit._source);
}

/** The first of those products without any custom option (one click adds it), its `field` only; undefined if none. */
export async function findPlainProduct<Field extends string>(
  base: string,
  field: Field,
): Promise<Record<Field, string> | undefined> {
  const products = await findSimpleProducts<Record<Field, string> & { custom_options?: unknown[] }>(base, 50, [
    field,
    'custom_options',
  ]);
  return products.find((product) => !product.custom_options?.length);
}
