import { categoryPattern, CMS_PAGE_PATTERN, productPattern } from './catalog-patterns.js';
import { CATEGORY_ROUTE } from './category-link.js';
import { CMS_PAGE_ROUTE } from './cms-page-link.js';
import { ampRouteName, GENERIC_PRODUCT_ROUTE, productRouteName, SINGLE_PRODUCT_TYPES } from './product-route-name.js';
import type { CatalogUrlOptions, RouteLayout } from './route-types.js';

export interface CatalogRoute {
  readonly name: string;
  readonly path: string;
  readonly layout: RouteLayout;
  readonly kind: 'product' | 'category' | 'cms-page';
  readonly amp: boolean;
}

/** '' is the generic 'product' route: any type id outside the five single-segment types. */
const PRODUCT_TYPES: readonly string[] = [...SINGLE_PRODUCT_TYPES, 'configurable', ''];

/**
 * The catalogue routes of docs/behaviour.md#catalogue-urls for the given switches, AMP alternates (minimal layout) included. Several
 * product names share one path: a router registers one route per distinct path and names the page once the
 * product, and so its type, is loaded. With the dispatcher on, url_paths are not listed: they reach the app through
 * the catch-all and resolveUnknownUrl.
 */
export function catalogRoutes(options: CatalogUrlOptions = {}): readonly CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  for (const amp of [false, true]) {
    const layout: RouteLayout = amp ? 'minimal' : 'default';
    const named = (name: string) => (amp ? ampRouteName(name) : name);
    for (const typeId of PRODUCT_TYPES) {
      const name = typeId ? productRouteName(typeId) : GENERIC_PRODUCT_ROUTE;
      routes.push({ name: named(name), path: productPattern(typeId, options, amp), layout, kind: 'product', amp });
    }
    routes.push({ name: named(CATEGORY_ROUTE), path: categoryPattern(options, amp), layout, kind: 'category', amp });
  }
  routes.push({ name: CMS_PAGE_ROUTE, path: CMS_PAGE_PATTERN, layout: 'default', kind: 'cms-page', amp: false });
  return Object.freeze(routes.map((route) => Object.freeze(route)));
}
