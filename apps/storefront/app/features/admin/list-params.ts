/**
 * A back-office list's place in its URL (`?page=2&sort=-created_at&status=pending`), so a reload, a bookmark and the
 * browser's back button keep it; the server pages and sorts (docs/back-office.md#routes).
 */
export const ADMIN_PAGE_SIZE = 20;

export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The next sort when a column's header is pressed: its own column flips, another column starts ascending. */
export function nextSort(current: string, column: string): string {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return column;
  return column;
}

/** `aria-sort` of a column's header for the current sort. */
export function ariaSort(current: string, column: string): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}

/** The query of the list's API call: its filters from the URL, the page and the page size. */
export function listQuery(params: URLSearchParams, filters: readonly string[]): Record<string, string | number> {
  const query: Record<string, string | number> = { page: pageOf(params), pageSize: ADMIN_PAGE_SIZE };
  for (const name of filters) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** The URL's parameters with `changes` applied (empty values dropped); a new filter or sort starts at page 1. */
export function withParams(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes))
    if (value) next.set(name, value);
    else next.delete(name);
  if (!('page' in changes)) next.delete('page');
  return next;
}
