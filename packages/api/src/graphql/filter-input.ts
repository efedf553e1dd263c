import { isRecord } from '@storefront/core';
import { ApiError } from '../http/api-error.js';

/**
 * vue-storefront-api 1.12's `FilterTypeInput` read back into the SearchQuery our REST search translates
 * (`request_format=search-query`), so `/graphql` and `/api/catalog` answer one filter alike (see docs/api.md#graphql).
 * It is the inverse of the VSF1 frontend's `prepareQueryVars`: an attribute with only a `scope` is a facet to count, an
 * attribute with operators is a filter (and, in the `catalog` scope, a facet too), and `a: { b: {...} }` is the field
 * `a.b`.
 */

const RANGE = new Set(['gt', 'gte', 'lt', 'lte', 'from', 'to']);
/** Magento's spellings of the range operators. */
const RANGE_ALIASES: Readonly<Record<string, string>> = { gteq: 'gte', lteq: 'lte', moreq: 'gte' };
const OPERATORS = new Set([
  ...RANGE,
  ...Object.keys(RANGE_ALIASES),
  'eq',
  'neq',
  'in',
  'nin',
  'like',
  'finset',
  'notnull',
  'null',
  'scope',
]);

export type Scope = string | string[];

export interface SearchQueryJson {
  _availableFilters: Array<{ field: string; scope: Scope }>;
  _appliedFilters: Array<{ attribute: string; value: Record<string, unknown>; scope: Scope }>;
  _appliedSort: Array<{ field: string; options: 'asc' | 'desc' }>;
  _searchText: string;
}

/** One attribute's conditions, each a filter of the REST translation. */
interface Leaf {
  attribute: string;
  scope: Scope;
  /** `{ gte: 1, lte: 5 }`, `{ in: [...] }`, ...: one operator, or the range operators together. */
  conditions: Array<Record<string, unknown>>;
}

const isOperatorObject = (value: Record<string, unknown>) => Object.keys(value).some((key) => OPERATORS.has(key));

function scopeOf(value: unknown): Scope {
  if (Array.isArray(value)) {
    const scopes = value.filter((s): s is string => typeof s === 'string');
    return scopes.length === 1 ? scopes[0]! : scopes.length ? scopes : 'default';
  }
  return typeof value === 'string' && value !== '' ? value : 'default';
}

/** `notnull` and `null` as the REST operators that mean them: `in: null` is "exists", `nin: null` "does not". */
function conditionsOf(operators: Record<string, unknown>): Array<Record<string, unknown>> {
  const range: Record<string, unknown> = {};
  const others: Array<Record<string, unknown>> = [];
  for (const [operator, operand] of Object.entries(operators)) {
    if (operand === undefined) continue;
    const name = RANGE_ALIASES[operator] ?? operator;
    if (RANGE.has(name)) {
      if (operand !== null) range[name] = operand;
    } else if (operator === 'notnull') others.push({ in: null });
    else if (operator === 'null') others.push({ nin: null });
    // `eq: null` is "exists" and `neq: null` "does not", as on REST; other operators need a value.
    else if (operand !== null || ['eq', 'in', 'neq', 'nin'].includes(name)) others.push({ [name]: operand });
  }
  return Object.keys(range).length ? [range, ...others] : others;
}

function collectLeaves(
  filter: Record<string, unknown>,
  path: string[],
  leaves: Leaf[],
  ors: Leaf[][],
  insideOr = false,
): void {
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (key === 'or' && isRecord(value)) {
      // An `or` inside an `or` adds alternatives to the same group.
      if (insideOr) collectLeaves(value, path, leaves, ors, true);
      else {
        const group: Leaf[] = [];
        collectLeaves(value, path, group, ors, true);
        if (group.length) ors.push(group);
      }
      continue;
    }
    const attribute = [...path, key].join('.');
    if (!isRecord(value)) {
      // `category: JSON` and other free values: a bare value means `in`, as in the REST translation.
      leaves.push({ attribute, scope: 'default', conditions: [{ in: Array.isArray(value) ? value : [value] }] });
      continue;
    }
    if (Object.keys(value).length > 0 && !isOperatorObject(value)) {
      collectLeaves(value, [...path, key], leaves, ors, insideOr);
      continue;
    }
    const { scope, ...operators } = value;
    leaves.push({ attribute, scope: scopeOf(scope), conditions: conditionsOf(operators) });
  }
}

export interface FilterTranslation {
  searchQuery: SearchQueryJson;
  /** Each nested `or`: its alternatives, each a filter of its own; a hit must match one of each group. */
  alternatives: SearchQueryJson[][];
}

const hasCatalog = (scope: Scope) => (Array.isArray(scope) ? scope.includes('catalog') : scope === 'catalog');

function appliedOf(leaves: Leaf[]): SearchQueryJson['_appliedFilters'] {
  return leaves.flatMap((leaf) =>
    leaf.conditions.map((value) => ({ attribute: leaf.attribute, value, scope: leaf.scope })),
  );
}

const searchQuery = (
  applied: SearchQueryJson['_appliedFilters'],
  available: SearchQueryJson['_availableFilters'] = [],
  sort: SearchQueryJson['_appliedSort'] = [],
  text = '',
): SearchQueryJson => ({
  _availableFilters: available,
  _appliedFilters: applied,
  _appliedSort: sort,
  _searchText: text,
});

/** A GraphQL `filter`, `sort` and `search` as the SearchQuery the REST search would have been sent. */
export function translateFilter(
  filter: unknown,
  sort: unknown,
  search: unknown,
  { alternativesLimit }: { alternativesLimit: number },
): FilterTranslation {
  const leaves: Leaf[] = [];
  const ors: Leaf[][] = [];
  if (isRecord(filter)) collectLeaves(filter, [], leaves, ors);
  const available = leaves
    .filter((leaf) => leaf.conditions.length === 0 || hasCatalog(leaf.scope))
    .map((leaf) => ({ field: leaf.attribute, scope: leaf.scope }));
  const appliedSort = isRecord(sort)
    ? Object.entries(sort)
        .filter(([, direction]) => direction === 'ASC' || direction === 'DESC')
        .map(([field, direction]) => ({ field, options: direction === 'DESC' ? ('desc' as const) : ('asc' as const) }))
    : [];
  const alternatives = ors.map((group) =>
    group.flatMap((leaf) =>
      leaf.conditions.map((condition) =>
        searchQuery([{ attribute: leaf.attribute, value: condition, scope: 'default' }]),
      ),
    ),
  );
  const count = alternatives.reduce((n, group) => n + group.length, 0);
  if (count > alternativesLimit)
    throw new ApiError(
      400,
      `A filter may hold at most ${alternativesLimit} alternatives under "or" (limits.queryClauses)`,
    );
  return {
    searchQuery: searchQuery(appliedOf(leaves), available, appliedSort, typeof search === 'string' ? search : ''),
    alternatives,
  };
}
