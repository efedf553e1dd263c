import { categoryNode } from '../categories/tree.js';

export interface CategoryRef {
  category_id: number;
  name: string;
  slug: string;
  path: string;
}

const cache = new Map<number, CategoryRef>();

/** The `category` field: one entry per category id, as VSF filters on category.name and breadcrumbs read slug/path. */
export function categoryRefs(ids: readonly number[]): CategoryRef[] {
  return ids.map((id) => {
    let ref = cache.get(id);
    if (!ref) {
      const node = categoryNode(id);
      ref = { category_id: id, name: node.name, slug: node.urlKey, path: node.urlPath };
      cache.set(id, ref);
    }
    return { ...ref };
  });
}
