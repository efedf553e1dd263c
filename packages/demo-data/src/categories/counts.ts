import type { CatalogLayout } from '../products/layout.js';
import { walkPlans } from '../products/plan.js';
import { ROOT_CATEGORY_ID } from './tree.js';

/**
 * product_count per category: the product documents (configurable children included, as Magento counts them) whose
 * category_ids contain the category. Products carry their whole lineage below the root, so this is also the size of
 * the category's subtree; the root, which products do not list, counts every product document.
 */
export function categoryProductCounts(layout: CatalogLayout): Map<number, number> {
  const counts = new Map<number, number>();
  let total = 0;
  for (const { plan } of walkPlans(layout)) {
    const documents = 1 + plan.childCount;
    total += documents;
    for (const id of plan.categoryIds) counts.set(id, (counts.get(id) ?? 0) + documents);
  }
  counts.set(ROOT_CATEGORY_ID, total);
  return counts;
}
