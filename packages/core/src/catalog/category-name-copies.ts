import type { CatalogSource } from './types.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` names category `id` (the exports write it as a number or as a string). */
const isCategory = (value: unknown, id: number) =>
  value !== undefined && value !== null && String(value) === String(id);

function renamedChildren(children: unknown, id: number, name: string): { children: unknown; changed: boolean } {
  if (!Array.isArray(children)) return { children, changed: false };
  let changed = false;
  const next = children.map((child: unknown) => {
    if (!isRecord(child)) return child;
    const below = renamedChildren(child.children_data, id, name);
    const own = isCategory(child.id, id) && 'name' in child && child.name !== name;
    if (!own && !below.changed) return child;
    changed = true;
    return {
      ...child,
      ...(own && { name }),
      ...(below.changed && { children_data: below.children }),
    };
  });
  return { children: next, changed };
}

/**
 * A category document whose `children_data` tree (at any depth: the exports nest the whole subtree) holds category
 * `id` under another name, with that copy renamed; undefined when it holds none to rename
 * (docs/back-office.md#catalogue-edits).
 */
export function withChildCategoryRenamed(category: CatalogSource, id: number, name: string): CatalogSource | undefined {
  const { children, changed } = renamedChildren(category.children_data, id, name);
  return changed ? { ...category, children_data: children } : undefined;
}

/**
 * A product document whose `category` list (`[{category_id, name}]`, Magento's copy of its categories' names) names
 * category `id` under another name, with that entry renamed; undefined when there is none to rename.
 */
export function withProductCategoryRenamed(
  product: CatalogSource,
  id: number,
  name: string,
): CatalogSource | undefined {
  if (!Array.isArray(product.category)) return undefined;
  let changed = false;
  const category = product.category.map((entry: unknown) => {
    if (!isRecord(entry) || !isCategory(entry.category_id, id) || entry.name === name) return entry;
    changed = true;
    return { ...entry, name };
  });
  return changed ? { ...product, category } : undefined;
}
