/** What the walk reads; CategoryDocument fits, and so do the id-only children of a trimmed category answer. */
export interface CategoryTreeNode {
  readonly id: number | string;
  readonly children_data?: readonly CategoryTreeNode[] | null;
}

function toId(id: unknown): number | undefined {
  const value = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/**
 * The category and every category below it (docs/api.md#catalogue-search: a listing shows the products of the whole subtree), the
 * category first. A repeated id is taken once, which also ends the walk if the data ever holds a loop.
 */
export function descendantCategoryIds(category: CategoryTreeNode): number[] {
  const ids = new Set<number>();
  const pending: CategoryTreeNode[] = [category];
  while (pending.length > 0) {
    const node = pending.shift()!;
    const id = toId(node?.id);
    if (id === undefined || ids.has(id)) continue;
    ids.add(id);
    if (Array.isArray(node.children_data)) pending.push(...node.children_data);
  }
  return [...ids];
}
