import type { Clause } from './bool-clauses.js';
import type { AppliedSort } from './search-query-schema.js';

export const RANDOM_SORT_FIELD = 'random';

/**
 * `_appliedSort` as an ES `sort` list. A direction given again for a field already listed replaces that entry, while
 * option objects are always appended (bodybuilder's merge rule, kept for identical output).
 */
export function buildSort(sorts: AppliedSort[]): Clause[] {
  const list: Clause[] = [];
  for (const { field, options } of sorts) {
    if (typeof options !== 'string') {
      list.push({ [field]: { ...options } });
      continue;
    }
    const existing = list.find((entry) => entry[field] !== undefined);
    if (existing) existing[field] = { order: options };
    else list.push({ [field]: { order: options } });
  }
  return list;
}

export function hasRandomSort(sorts: AppliedSort[]): boolean {
  return sorts.some((sort) => sort.field === RANDOM_SORT_FIELD);
}

/**
 * ES has no random sort, so VSF scores hits randomly instead: the previous query's bool keys (`filter`, `must`...)
 * become the body of a weighted `random_score` function and `min_score` drops hits outside it. Like VSF, the result
 * replaces the whole body, so aggregations and other sorts are dropped.
 */
export function randomSortBody(previousQuery: Clause | undefined): Clause {
  const previousBool = previousQuery?.bool;
  const bool = typeof previousBool === 'object' && previousBool !== null ? previousBool : {};
  return { query: { function_score: { functions: [{ weight: 2, random_score: {}, ...bool }], min_score: 1.1 } } };
}
