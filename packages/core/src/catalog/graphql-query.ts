import { isRecord } from '../product/document-readers.js';
import type { FilterValue, SearchQueryJson } from './search-query.js';

/**
 * A catalogue read for `/graphql` (config `api.type: 'graphql'`, see docs/api.md#graphql): the same SearchQuery the
 * REST path sends, as the variables the VSF1 frontend builds for vue-storefront-api's schema (its `prepareQueryVars`):
 * a facet is `{ field: { scope: 'catalog' } }`, a filter `{ field: { operator: value, scope } }`, `a.b` nests as
 * `{ a: { b: ... } }`, the sort is `{ field: 'ASC' | 'DESC' }`, and paging is `pageSize` and `currentPage`.
 */

export interface GraphqlRead {
  query: string;
  variables: Record<string, unknown>;
  /** Where the answer is: `data[rootField]`. */
  rootField: string;
  /** How the root field answers: Products (`items`, `total_count`), ES hits, or CMS `items`. */
  shape: 'products' | 'hits' | 'items';
}

export interface GraphqlReadOptions {
  size: number;
  from: number;
  includeFields?: readonly string[] | undefined;
  excludeFields?: readonly string[] | undefined;
  groupToken?: string | undefined;
}

const SOURCE = '$_sourceInclude: [String]';
const ENTITIES: Readonly<Record<string, { root: string; shape: GraphqlRead['shape']; query: string }>> = {
  product: {
    root: 'products',
    shape: 'products',
    query: `query Products($search: String, $filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput, ${SOURCE}, $_sourceExclude: [String], $groupToken: String) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, _sourceInclude: $_sourceInclude, _sourceExclude: $_sourceExclude, groupToken: $groupToken) { items total_count aggregations }
}`,
  },
  category: {
    root: 'categories',
    shape: 'hits',
    query: `query Categories($search: String, $filter: CategoryFilterInput, $pageSize: Int, $currentPage: Int, $sort: CategorySortInput, ${SOURCE}) {
  categories(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, _sourceInclude: $_sourceInclude) { hits aggregations }
}`,
  },
  attribute: {
    root: 'customAttributeMetadata',
    shape: 'hits',
    query: `query Attributes($attributes: AttributeInput!, ${SOURCE}) {
  customAttributeMetadata(attributes: $attributes, _sourceInclude: $_sourceInclude) { hits }
}`,
  },
  review: {
    root: 'reviews',
    shape: 'hits',
    query: `query Reviews($search: String, $filter: ReviewFilterInput, $pageSize: Int, $currentPage: Int, ${SOURCE}) {
  reviews(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, _sourceInclude: $_sourceInclude) { hits }
}`,
  },
  taxrule: {
    root: 'taxrule',
    shape: 'hits',
    query: `query TaxRules($filter: TaxRuleInput) {
  taxrule(filter: $filter) { hits }
}`,
  },
  cms_page: {
    root: 'cmsPages',
    shape: 'items',
    query: `query CmsPages($filter: CmsInput) {
  cmsPages(filter: $filter) { items { id title identifier content content_heading meta_description meta_keywords active } }
}`,
  },
  cms_block: {
    root: 'cmsBlocks',
    shape: 'items',
    query: `query CmsBlocks($filter: CmsInput) {
  cmsBlocks(filter: $filter) { items { id identifier title content creation_time active } }
}`,
  },
};

/** A filter's value as an operator object: a list means `in`, a bare value `in` that value (as the REST path reads). */
function operators(value: FilterValue): Record<string, unknown> {
  if (Array.isArray(value)) return { in: [...(value as unknown[])] };
  if (isRecord(value)) return { ...value };
  return { in: [value] };
}

/** `{ a: { b: value } }` for the path `a.b`, merged into what the filter already holds. */
function place(filter: Record<string, unknown>, attribute: string, value: Record<string, unknown>): void {
  const path = attribute.split('.');
  let at = filter;
  for (const step of path.slice(0, -1)) {
    const next = at[step];
    at = at[step] = isRecord(next) ? { ...next } : {};
  }
  const last = path[path.length - 1]!;
  const held = at[last];
  at[last] = isRecord(held) ? { ...held, ...value } : value;
}

/** The GraphQL read of one REST catalogue read, or undefined when GraphQL cannot say it (a page that starts mid-page). */
export function graphqlRead(
  entity: string,
  searchQuery: SearchQueryJson,
  options: GraphqlReadOptions,
): GraphqlRead | undefined {
  const spec = ENTITIES[entity];
  if (!spec) return undefined;
  const pageSize = options.size;
  if (pageSize > 0 && options.from % pageSize !== 0) return undefined;
  const filter: Record<string, unknown> = {};
  for (const facet of searchQuery._availableFilters) place(filter, facet.field, { scope: facet.scope });
  for (const applied of searchQuery._appliedFilters)
    place(filter, applied.attribute, {
      ...operators(applied.value),
      ...(applied.scope !== 'default' && { scope: applied.scope }),
    });
  const sort = Object.fromEntries(
    searchQuery._appliedSort.map((s) => [s.field, s.options === 'desc' ? 'DESC' : 'ASC'] as const),
  );
  const variables: Record<string, unknown> = {
    search: searchQuery._searchText,
    filter,
    attributes: filter,
    sort,
    pageSize,
    currentPage: pageSize > 0 ? options.from / pageSize + 1 : 1,
  };
  if (options.includeFields?.length) variables._sourceInclude = [...options.includeFields];
  if (options.excludeFields?.length) variables._sourceExclude = [...options.excludeFields];
  if (options.groupToken) variables.groupToken = options.groupToken;
  return { query: spec.query, variables, rootField: spec.root, shape: spec.shape };
}

export interface GraphqlHits<T> {
  total: number;
  items: T[];
  aggregations: Record<string, unknown>;
}

/** A `/graphql` answer as the REST search's total, sources and aggregations; throws the answer's own error. */
export function graphqlHits<T>(read: GraphqlRead, answer: unknown): GraphqlHits<T> {
  const errors = isRecord(answer) && Array.isArray(answer.errors) ? answer.errors : [];
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data[read.rootField] : undefined;
  if (errors.length || !isRecord(data)) {
    const message = errors.map((e) => (isRecord(e) ? String(e.message) : String(e))).join('; ');
    throw new Error(`GraphQL ${read.rootField} failed: ${message || 'no data'}`);
  }
  const aggregations = isRecord(data.aggregations) ? data.aggregations : {};
  if (read.shape === 'products') {
    const items = (Array.isArray(data.items) ? data.items : []).map((item) => {
      // REST hits carry the score beside the source, not in it.
      const { _score: _ignored, ...source } = item as Record<string, unknown>;
      return source as T;
    });
    return { total: typeof data.total_count === 'number' ? data.total_count : 0, items, aggregations };
  }
  if (read.shape === 'items') {
    const items = (Array.isArray(data.items) ? data.items : []) as T[];
    return { total: items.length, items, aggregations };
  }
  const hits = isRecord(data.hits) ? data.hits : {};
  const list = Array.isArray(hits.hits) ? hits.hits : [];
  const total = hits.total;
  return {
    total: typeof total === 'number' ? total : isRecord(total) && typeof total.value === 'number' ? total.value : 0,
    items: list.map((hit) => (isRecord(hit) ? hit._source : undefined) as T),
    aggregations,
  };
}
