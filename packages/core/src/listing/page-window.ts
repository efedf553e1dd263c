import { normalizeSearchSize, normalizeSearchStart } from './search-rules.js';

/** docs/behaviour.md#search: category page size. */
export const CATEGORY_PAGE_SIZE = 50;

/** The `from`/`size` of a listing page (page counted from 0), normalised as every search is (see docs/behaviour.md#search). */
export function pageWindow(page: number, pageSize = CATEGORY_PAGE_SIZE): { from: number; size: number } {
  const size = normalizeSearchSize(pageSize, CATEGORY_PAGE_SIZE);
  return { from: normalizeSearchStart(page) * size, size };
}
