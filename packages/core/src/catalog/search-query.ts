/**
 * The SearchQuery JSON the storefront sends with `request_format=search-query` (see docs/api.md#catalogue-search): the API translates it,
 * so the browser never carries an Elasticsearch query builder.
 */
export type FilterValue =
  string | number | boolean | null | ReadonlyArray<string | number | boolean> | Readonly<Record<string, unknown>>;

export interface AppliedFilter {
  attribute: string;
  value: FilterValue;
  scope: 'default' | 'catalog';
}

export interface SearchQueryJson {
  _availableFilters: Array<{ field: string; scope: 'catalog'; options: Record<string, unknown> }>;
  _appliedFilters: AppliedFilter[];
  _appliedSort: Array<{ field: string; options: 'asc' | 'desc' }>;
  _searchText: string;
}

export interface SearchQueryInput {
  filters?: ReadonlyArray<{ attribute: string; value: FilterValue; scope?: 'default' | 'catalog' }>;
  facets?: readonly string[];
  /** `field` or `field:desc`, as config sort options are written. */
  sort?: string;
  text?: string;
}

function wrap(value: FilterValue): FilterValue {
  // A list means "equals one of"; the API wraps a bare scalar the same way.
  return Array.isArray(value) ? { in: [...(value as ReadonlyArray<string | number | boolean>)] } : value;
}

export function buildSearchQuery(input: SearchQueryInput): SearchQueryJson {
  const sorts = (input.sort ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [field, order] = part.split(':');
      return { field: field!, options: order === 'desc' ? ('desc' as const) : ('asc' as const) };
    });
  return {
    _availableFilters: (input.facets ?? []).map((field) => ({ field, scope: 'catalog', options: {} })),
    _appliedFilters: (input.filters ?? []).map((f) => ({
      attribute: f.attribute,
      value: wrap(f.value),
      scope: f.scope ?? 'default',
    })),
    _appliedSort: sorts,
    _searchText: input.text ?? '',
  };
}

/** docs/behaviour.md#category-page: listings show visibility 2, 3, 4 and status 0, 1. */
export const LISTING_FILTERS = [
  { attribute: 'visibility', value: [2, 3, 4] },
  { attribute: 'status', value: [0, 1] },
] as const;
