/** What the check reads; CategoryDocument fits, and so does a menu entry's trimmed document. */
export interface CategoryChildrenSource {
  readonly children_count?: unknown;
  readonly children_data?: unknown;
  readonly children?: unknown;
}

function countOf(value: unknown): number | undefined {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const count = typeof value === 'string' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) ? count : undefined;
}

/**
 * Whether a category has subcategories to open in the menu. `children_count` when the document has it; older
 * Magento 1 exports only carry `children_data` (or the comma-separated `children` ids), which say the same.
 */
export function hasSubcategories(category: CategoryChildrenSource): boolean {
  const count = countOf(category.children_count);
  if (count !== undefined) return count > 0;
  if (Array.isArray(category.children_data) && category.children_data.length > 0) return true;
  return typeof category.children === 'string' && category.children.split(',').some((id) => id.trim() !== '');
}
