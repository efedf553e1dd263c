import { categoryPattern } from './catalog-patterns.js';
import type { SlugSource } from './entity-slug.js';
import { entitySlug, nonEmptyString } from './entity-slug.js';
import { buildPath } from './route-path.js';
import type { CatalogUrlOptions, SlugLink } from './route-types.js';
import { withLeadingSlash } from './url-parts.js';

export const CATEGORY_ROUTE = 'category';

/** What a category link reads; CategoryDocument fits. */
export interface CategoryLinkSource extends SlugSource {
  readonly url_path?: unknown;
}

export function categoryLink(category: CategoryLinkSource, options: CatalogUrlOptions = {}): SlugLink {
  const params = { slug: entitySlug(category) };
  const urlPath = nonEmptyString(category.url_path);
  const path =
    options.useUrlDispatcher && urlPath ? withLeadingSlash(urlPath) : buildPath(categoryPattern(options), params);
  return { name: CATEGORY_ROUTE, params, path, search: '' };
}
