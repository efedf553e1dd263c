import {
  categoryAncestorIds,
  categoryLink,
  localizedRoute,
  productCategoryIds,
  type CategoryDocument,
  type ProductDocument,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';

/**
 * The product's category with the deepest path, and the categories above it: the breadcrumbs' trail. The product's
 * category ids usually hold the whole lineage already; missing ancestors are fetched.
 */
export async function categoryTrail(page: PageContext, product: ProductDocument): Promise<CategoryDocument[]> {
  const ids = productCategoryIds(product);
  if (ids.length === 0) return [];
  const { items } = await page.catalog.search<CategoryDocument>(
    'category',
    { filters: [{ attribute: 'id', value: ids }] },
    { size: ids.length },
  );
  const depth = (category: CategoryDocument) => String(category.path ?? '').split('/').length;
  const deepest = items.filter((c) => c.is_active !== false).sort((a, b) => depth(b) - depth(a))[0];
  if (!deepest) return [];
  const lineage = [...categoryAncestorIds(deepest, page.config.entities.category.rootCategoryId), deepest.id];
  const missing = lineage.filter((id) => !items.some((c) => c.id === id));
  const more = missing.length
    ? (
        await page.catalog.search<CategoryDocument>(
          'category',
          { filters: [{ attribute: 'id', value: missing }] },
          { size: missing.length },
        )
      ).items
    : [];
  const known = [...items, ...more];
  return lineage.map((id) => known.find((c) => c.id === id)).filter((c): c is CategoryDocument => c !== undefined);
}

export function breadcrumbs(
  page: PageContext,
  trail: readonly CategoryDocument[],
  product: ProductDocument,
  href: string,
) {
  const stores = page.stores;
  const urls = page.urls;
  return [
    { name: 'Home', href: localizedRoute('/', page.storeCode, stores) },
    ...trail.map((category) => ({
      name: category.name,
      href: localizedRoute(categoryLink(category, urls).path, page.storeCode, stores),
    })),
    { name: product.name, href },
  ];
}
