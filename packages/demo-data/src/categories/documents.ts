import { daysFrom, formatDateTime } from '../dates.js';
import type { CategoryNode } from './tree.js';
import { allCategories, descendantCount } from './tree.js';

/** docs/api.md#catalogue-documents fields of one category, with its subtree nested in children_data (which carries no tsk). */
function categoryFields(
  node: CategoryNode,
  counts: ReadonlyMap<number, number>,
  today: number,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    id: node.id,
    parent_id: node.parentId,
    name: node.name,
    is_active: true,
    position: node.position,
    level: node.level,
    product_count: counts.get(node.id) ?? 0,
    children_data: node.children.map((child) => categoryFields(child, counts, today)),
    children: node.children.map((child) => child.id).join(','),
    children_count: String(descendantCount(node)),
    created_at: formatDateTime(daysFrom(today, -900) + node.id * 3_600_000),
    updated_at: formatDateTime(daysFrom(today, -((node.id * 37) % 300) - 1)),
    path: node.path,
    available_sort_by: [],
    include_in_menu: true,
    display_mode: 'PRODUCTS',
    is_anchor: '1',
    custom_use_parent_settings: '0',
    custom_apply_to_products: '0',
    url_key: node.urlKey,
    url_path: node.urlPath,
    slug: node.urlKey,
  };
  if (node.metaTitle) fields.meta_title = node.metaTitle;
  if (node.metaDescription) fields.meta_description = node.metaDescription;
  if (node.description) fields.description = node.description;
  return fields;
}

/**
 * One document per category, each carrying its whole subtree like the VSF dumps. `counts` holds, per category id,
 * the number of product documents filed under the category or one of its descendants.
 */
export function* categoryDocuments(
  counts: ReadonlyMap<number, number>,
  today: number,
  tsk: number,
): Generator<Record<string, unknown>> {
  for (const node of allCategories()) yield { ...categoryFields(node, counts, today), tsk };
}
