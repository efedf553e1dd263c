import { categoryPattern, productPattern } from './catalog-patterns.js';
import { CATEGORY_ROUTE } from './category-link.js';
import { ampRouteName, GENERIC_PRODUCT_ROUTE } from './product-route-name.js';
import { buildPath } from './route-path.js';
import type { CatalogUrlOptions, RouteLink } from './route-types.js';
import type { StoreRoutingOptions } from './store-routing-options.js';
import { storeCodeFromPath } from './store-code-from-path.js';
import { localizedRoute } from './localized-route.js';
import { pathSegments, splitUrl } from './url-parts.js';

const PRODUCT_SUFFIX = '-product';
const AMP_SUFFIX = '-amp';

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

/**
 * The canonical link of an AMP link, route-shaped. With the dispatcher on, prefer productLink/categoryLink of the
 * loaded entity, which knows the url_path. undefined when the link is not an AMP catalogue route.
 */
export function canonicalLinkFromAmp<L extends RouteLink>(link: L, options: CatalogUrlOptions = {}): L | undefined {
  if (!link.name.endsWith(AMP_SUFFIX)) return undefined;
  const name = link.name.slice(0, -AMP_SUFFIX.length);
  const pattern = catalogPatternFor(name, options, false);
  if (!pattern) return undefined;
  return { ...link, name, path: buildPath(pattern, link.params), search: '' };
}

/**
 * The canonical URL of an AMP URL: the '/amp' segment is dropped, a store prefix (recognised when `stores` is given)
 * and the query are kept. undefined when the URL is not an AMP URL.
 */
export function canonicalFromAmp(url: string, stores?: StoreRoutingOptions): string | undefined {
  const { pathname, search, hash } = splitUrl(url);
  const { storeCode, path } = stores ? storeCodeFromPath(pathname, stores) : { storeCode: '', path: pathname };
  const segments = pathSegments(path);
  if (segments[0] !== 'amp' || segments.length < 2) return undefined;
  const canonical = `/${segments.slice(1).join('/')}${search}${hash}`;
  return stores ? localizedRoute(canonical, storeCode, stores) : canonical;
}
