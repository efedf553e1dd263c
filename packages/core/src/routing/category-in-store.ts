/** What the check reads; CategoryDocument fits. */
export interface CategoryPathSource {
  readonly path?: unknown;
}

/**
 * Whether a category lies under the store's root category. Magento keeps `url_path` unique only within one store,
 * and a dump that holds two store roots has a 'women' under each with the same url_path: only the one in this store
 * may own that URL. A category without a path, or a store without a configured root, counts as in the store.
 */
export function isInStoreTree(category: CategoryPathSource, rootCategoryId: number | undefined): boolean {
  if (rootCategoryId === undefined) return true;
  const path = typeof category.path === 'string' ? category.path.trim() : '';
  if (path === '') return true;
  return path.split('/').some((segment) => segment.trim() === String(rootCategoryId));
}
