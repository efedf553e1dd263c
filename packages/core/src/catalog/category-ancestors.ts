/** What the walk reads; CategoryDocument fits. */
export interface CategoryAncestrySource {
  readonly id?: unknown;
  readonly path?: unknown;
}

/**
 * The ids of the categories between the store's root and this one, top first: the breadcrumbs' trail. A category
 * under another store root (a Magento 1 dump holds several) drops that root and the catalogue root above it, the
 * first two steps of every Magento path. Ids are compared by position in the path, never by size.
 */
export function categoryAncestorIds(category: CategoryAncestrySource, rootCategoryId: number): number[] {
  const ids = String(category.path ?? '')
    .split('/')
    .map((segment) => (segment.trim() === '' ? NaN : Number(segment)))
    .filter((id) => Number.isInteger(id));
  const rootAt = ids.indexOf(rootCategoryId);
  const below = rootAt >= 0 ? ids.slice(rootAt + 1) : ids.slice(2);
  const self = Number(category.id);
  return [...new Set(below.filter((id) => id !== self))];
}
