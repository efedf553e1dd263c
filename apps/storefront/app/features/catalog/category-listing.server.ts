import {
  ampLink,
  breadcrumbJsonLd,
  canonicalUrl,
  CATEGORY_ID_FIELDS,
  categoryAncestorIds,
  categoryLink,
  descendantCategoryIds,
  listingQuery,
  listingSearchQuery,
  localizedRoute,
  parseListingQuery,
  serializeJsonLd,
  type CategoryDocument,
  type ListingState,
  type ProductDocument,
} from '@storefront/core';
import type { SearchHits, SearchOptions } from '../../lib/catalog-client';
import type { PageContext } from '../../lib/page-context.server';
import { loadListing } from './listing.server';
import type { ListingPageView } from './listing-view';

export interface CategoryPageView extends ListingPageView {
  kind: 'category';
  id: number;
  name: string;
  breadcrumbs: Array<{ name: string; href: string }>;
  metaTitle: string;
  metaDescription?: string;
  /** Absolute URL of this listing page as crawlers should index it (filters and sort kept, page 0 dropped). */
  canonical: string;
  /** The AMP alternate (see docs/behaviour.md#catalogue-urls). */
  ampHref: string;
  /** BreadcrumbList JSON-LD, already serialized so a category name cannot close the script tag. */
  breadcrumbJsonLd: string;
}

async function ancestors(page: PageContext, category: CategoryDocument): Promise<CategoryDocument[]> {
  const ids = categoryAncestorIds(category, page.config.entities.category.rootCategoryId);
  if (ids.length === 0) return [];
  const { items } = await page.catalog.search<CategoryDocument>(
    'category',
    { filters: [{ attribute: 'id', value: ids }] },
    { size: ids.length },
  );
  return ids.map((id) => items.find((c) => c.id === id)).filter((c): c is CategoryDocument => c !== undefined);
}

/**
 * The listing's products, matched on each of the product fields that can hold category ids until one finds some:
 * Magento 1 exports carry only `category: [{category_id}]`, and an external API serves them as they are.
 */
async function listedProducts(
  page: PageContext,
  category: CategoryDocument,
  state: ListingState,
  options: SearchOptions,
): Promise<SearchHits<ProductDocument>> {
  const ids = descendantCategoryIds(category);
  let found: SearchHits<ProductDocument> | undefined;
  for (const field of CATEGORY_ID_FIELDS) {
    found = await page.catalog.products(listingSearchQuery(ids, state, page.config.products, field), options);
    if (found.total > 0) break;
  }
  return found!;
}

/**
 * The category page of docs/behaviour.md#category-page: the listing state lives in the URL query (filters, sort, page), products come
 * with their facets in one query, and every filter, sort and page is a real link, so the page works without
 * JavaScript and for crawlers; with JavaScript, infinite scroll loads the next page's data from the same URL.
 */
export async function categoryListing(
  page: PageContext,
  category: CategoryDocument,
  url: URL,
): Promise<CategoryPageView> {
  page.cacheTags?.add('category');
  const products = page.config.products;
  const state = parseListingQuery(url.searchParams, products);
  const stores = page.stores;
  const urls = page.urls;
  const basePath = localizedRoute(categoryLink(category, urls).path, page.storeCode, stores);
  const [listing, parents] = await Promise.all([
    loadListing(page, {
      state,
      config: products,
      pageSize: products.categoryPageSize,
      href: (next: ListingState) => basePath + listingQuery(next, products),
      products: (options) => listedProducts(page, category, state, options),
    }),
    ancestors(page, category),
  ]);
  const link = categoryLink(category, urls);
  const amp = ampLink(categoryLink(category, { useShortCatalogUrls: urls.useShortCatalogUrls }), urls);
  const breadcrumbs = [
    { name: 'Home', href: localizedRoute('/', page.storeCode, stores) },
    ...parents.map((parent) => ({
      name: parent.name,
      href: localizedRoute(categoryLink(parent, urls).path, page.storeCode, stores),
    })),
    { name: category.name, href: basePath },
  ];
  return {
    kind: 'category',
    id: category.id,
    name: category.name,
    ...listing,
    breadcrumbs,
    canonical: canonicalUrl(
      page.url.origin,
      localizedRoute(link.path, page.storeCode, stores),
      listingQuery(state, products),
    ),
    ampHref: localizedRoute((amp ?? link).path, page.storeCode, stores),
    breadcrumbJsonLd: serializeJsonLd(
      breadcrumbJsonLd(breadcrumbs.map((crumb) => ({ name: crumb.name, url: page.url.origin + crumb.href }))),
    ),
    metaTitle: typeof category.meta_title === 'string' && category.meta_title ? category.meta_title : category.name,
    ...(typeof category.meta_description === 'string' &&
      category.meta_description && { metaDescription: category.meta_description }),
  };
}
