import { CMS_PAGE_PATTERN } from './catalog-patterns.js';
import { buildPath } from './route-path.js';
import type { SlugLink } from './route-types.js';

export const CMS_PAGE_ROUTE = 'cms-page';

/** CMS pages stay under /i/ whatever the URL switches say (VSF #4315 asked otherwise; the spec keeps /i/). */
export function cmsPageLink(page: { readonly identifier: string }): SlugLink {
  const params = { slug: page.identifier };
  return { name: CMS_PAGE_ROUTE, params, path: buildPath(CMS_PAGE_PATTERN, params), search: '' };
}
