import { categoryPattern } from './catalog-patterns.js';
import type { CategoryPathSource } from './category-in-store.js';
import { isInStoreTree } from './category-in-store.js';
import { categorySlug } from './category-slug.js';
import type { SlugSource } from './entity-slug.js';
import { nonEmptyString } from './entity-slug.js';
import { buildPath } from './route-path.js';
import type { CatalogUrlOptions, SlugLink } from './route-types.js';
import { withLeadingSlash } from './url-parts.js';

export const CATEGORY_ROUTE = 'category';

/** What a category link reads; CategoryDocument fits. */
export interface CategoryLinkSource extends SlugSource, CategoryPathSource {
  readonly url_path?: unknown;
}

export function categoryLink(category: CategoryLinkSource, options: CatalogUrlOptions = {}): SlugLink {
  const params = { slug: categorySlug(category) };
  const urlPath = isInStoreTree(category, options.rootCategoryId) ? nonEmptyString(category.url_path) : undefined;
  const path =
    options.useUrlDispatcher && urlPath ? withLeadingSlash(urlPath) : buildPath(categoryPattern(options), params);
  return { name: CATEGORY_ROUTE, params, path, search: '' };
}
