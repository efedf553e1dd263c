import { categoryPattern, productPattern } from './catalog-patterns.js';
import { CATEGORY_ROUTE } from './category-link.js';
import { ampRouteName, GENERIC_PRODUCT_ROUTE } from './product-route-name.js';
import { buildPath } from './route-path.js';
import type { CatalogUrlOptions, RouteLink } from './route-types.js';

const PRODUCT_SUFFIX = '-product';

/** The type id a product route name stands for; '' for the generic 'product' route. */
function productTypeOf(routeName: string): string | undefined {
  if (routeName === GENERIC_PRODUCT_ROUTE) return '';
  return routeName.endsWith(PRODUCT_SUFFIX) ? routeName.slice(0, -PRODUCT_SUFFIX.length) : undefined;
}

function catalogPatternFor(routeName: string, options: CatalogUrlOptions, amp: boolean): string | undefined {
  if (routeName === CATEGORY_ROUTE) return categoryPattern(options, amp);
  const typeId = productTypeOf(routeName);
  return typeId === undefined ? undefined : productPattern(typeId, options, amp);
}

/**
 * The AMP alternate of a product or category link (not store-localised: localise the result). It is built from the
 * route params, never from the url_path, because AMP shapes exist only in the short and prefixed forms.
 * undefined for routes without an AMP page.
 */
export function ampLink<L extends RouteLink>(link: L, options: CatalogUrlOptions = {}): L | undefined {
  const pattern = catalogPatternFor(link.name, options, true);
  if (!pattern) return undefined;
  return { ...link, name: ampRouteName(link.name), path: buildPath(pattern, link.params), search: '' };
}
