/** Spec point 9: default search page size 50; start below 0 becomes 0; the minimum term is 3 characters. */
export const SEARCH_PAGE_SIZE = 50;
export const MIN_SEARCH_LENGTH = 3;

export function searchPage(params: URLSearchParams): { query: string; tooShort: boolean; from: number } {
  const query = (params.get('q') ?? '').trim().slice(0, 200);
  const page = Number.parseInt(params.get('page') ?? '0', 10);
  const from = Number.isFinite(page) && page > 0 ? page * SEARCH_PAGE_SIZE : 0;
  return { query, tooShort: query.length > 0 && query.length < MIN_SEARCH_LENGTH, from };
}
