import { normalizeSearchSize, normalizeSearchStart, searchTermError } from '@storefront/core';

/** docs/behaviour.md#search: default search page size 50; the minimum term is 3 characters. */
export const SEARCH_PAGE_SIZE = 50;
export const MIN_SEARCH_LENGTH = 3;

/**
 * The search page's request: `q`, and either `page` (the page's own links) or `size`/`from` (API-style callers),
 * normalised by the rules of docs/behaviour.md#search: a size at or below 0 becomes 50, a start below 0 becomes 0.
 */
export function searchPage(params: URLSearchParams): { query: string; tooShort: boolean; from: number; size: number } {
  const query = (params.get('q') ?? '').trim().slice(0, 200);
  const number = (name: string) => (params.has(name) ? Number.parseInt(params.get(name)!, 10) : undefined);
  const size = Math.min(normalizeSearchSize(number('size') ?? SEARCH_PAGE_SIZE), 200);
  const page = number('page');
  const from = normalizeSearchStart(page !== undefined && Number.isFinite(page) ? page * size : (number('from') ?? 0));
  return { query, tooShort: query.length > 0 && searchTermError(query, MIN_SEARCH_LENGTH) !== undefined, from, size };
}
