import {
  findCategoryBySlug,
  findCategoryByUrlPath,
  localizedRoute,
  type CategoryDocument,
  type CategoryLookup,
  type ProductDocument,
} from '@storefront/core';
import { data, redirect } from 'react-router';
import type { PageContext } from '../../lib/page-context.server';
import { loadProductPage, type ProductPageRequest } from '../product/product-page.server';
import type { ProductPageView } from '../product/product-page-view';

export type { ProductPageView } from '../product/product-page-view';

export async function productBySku(page: PageContext, sku: string): Promise<ProductDocument> {
  const product = await page.catalog.productBy('sku', sku);
  // Spec point 8: 'Product query returned an empty result' — the page does not exist.
  if (!product) throw data({ message: 'Product query returned an empty result' }, { status: 404 });
  return product;
}

/**
 * The product page of a loaded document (spec points 2 and 4); throws the load rules' redirects. `request` carries
 * the child sku the URL names and the Referer, for going back from a product that cannot be shown.
 */
export function productPageView(
  page: PageContext,
  product: ProductDocument,
  request: ProductPageRequest = {},
): Promise<ProductPageView> {
  page.cacheTags?.add('product');
  return loadProductPage(page, product, request);
}

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

/** Spec point 4 "Category page": a category that is not found sends the shopper home. */
export async function categoryBySlug(page: PageContext, slug: string): Promise<CategoryDocument> {
  const category = await findCategory(page, slug);
  if (!category) throw redirect(localizedRoute('/', page.storeCode, page.stores));
  return category;
}
