import {
  findCategoryBySlug,
  findCategoryByUrlPath,
  localizedRoute,
  type CategoryDocument,
  type CategoryLookup,
} from '@storefront/core';
import { redirect } from 'react-router';
import type { PageContext } from '../../lib/page-context.server';

function categoryLookup(page: PageContext): CategoryLookup<CategoryDocument> {
  return async (attribute, value, size) =>
    (await page.catalog.search<CategoryDocument>('category', { filters: [{ attribute, value: [value] }] }, { size }))
      .items;
}

/** The category a slug names, with the rule its links were built with; undefined when there is none. */
export function findCategory(page: PageContext, slug: string): Promise<CategoryDocument | undefined> {
  return findCategoryBySlug(slug, categoryLookup(page), page.config.entities.category.rootCategoryId);
}

/** The category of this store that owns a url_path (the dispatcher's look-up). */
export function findCategoryOfUrlPath(page: PageContext, urlPath: string): Promise<CategoryDocument | undefined> {
  return findCategoryByUrlPath(urlPath, categoryLookup(page), page.config.entities.category.rootCategoryId);
}

/** docs/behaviour.md#category-page: a category that is not found sends the shopper home. */
export async function categoryBySlug(page: PageContext, slug: string): Promise<CategoryDocument> {
  const category = await findCategory(page, slug);
  if (!category) throw redirect(localizedRoute('/', page.storeCode, page.stores));
  return category;
}
