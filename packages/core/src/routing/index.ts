export { accessGuard, LOGIN_REQUIRED_MESSAGE } from './access-guard.js';
export type { AccessDenied } from './access-guard.js';
export { ampLink } from './amp-link.js';
export { categoryPattern, CMS_PAGE_PATTERN, productPattern, usesShortShapes } from './catalog-patterns.js';
export { catalogRoutes } from './catalog-routes.js';
export type { CatalogRoute } from './catalog-routes.js';
export { CATEGORY_ROUTE, categoryLink } from './category-link.js';
export type { CategoryLinkSource } from './category-link.js';
export { isInStoreTree } from './category-in-store.js';
export type { CategoryPathSource } from './category-in-store.js';
export { categoryIdFromSlug, categorySlug } from './category-slug.js';
export { CMS_PAGE_ROUTE } from './cms-page-link.js';
export { entitySlug } from './entity-slug.js';
export type { SlugSource } from './entity-slug.js';
export { isOtherStoreRoute } from './is-other-store-route.js';
export { localizedRoute, localizedRouteName } from './localized-route.js';
export { matchCatalogPath } from './match-catalog-path.js';
export type { CatalogPathMatch, CategoryPathMatch, CmsPagePathMatch, ProductPathMatch } from './match-catalog-path.js';
export { matchNamedRoute } from './match-named-route.js';
export type { NamedRouteMatch } from './match-named-route.js';
export { matchRoute } from './match-route.js';
export type { MatchRouteOptions, RouteMatch } from './match-route.js';
export type { AccountSection, NamedRoute, RouteScreen } from './named-route.js';
export { buildQuery, parseQuery } from './parse-query.js';
export { productLink, productRouteParams } from './product-link.js';
export type { ProductLinkOptions, ProductLinkSource } from './product-link.js';
export {
  ampRouteName,
  GENERIC_PRODUCT_ROUTE,
  productRouteName,
  SINGLE_PRODUCT_TYPES,
  usesChildSku,
} from './product-route-name.js';
export { replaceRouteForParent } from './replace-route-for-parent.js';
export type { ParentComparable } from './replace-route-for-parent.js';
export { resolveUnknownUrl } from './resolve-unknown-url.js';
export type {
  ResolveUnknownUrlOptions,
  UnknownUrlResolution,
  UrlLookupContext,
  UrlPathLookups,
} from './resolve-unknown-url.js';
export { buildPath, matchPathPattern } from './route-path.js';
export { namedRoutes, PAGE_NOT_FOUND_PATH, routeByName } from './route-table.js';
export type { NamedRouteName } from './route-table.js';
export type {
  CatalogUrlOptions,
  ProductLink,
  ProductRouteParams,
  RouteLayout,
  RouteLink,
  RouteParams,
  SlugLink,
} from './route-types.js';
export { safeDecode } from './safe-decode.js';
export { storeCodeFromPath } from './store-code-from-path.js';
export type { StorePathMatch } from './store-code-from-path.js';
export { storePrefix } from './store-prefix.js';
export { DEFAULT_STORE_ROUTING } from './store-routing-options.js';
export type { StoreRoutingOptions, StoreViewRoute } from './store-routing-options.js';
export { splitUrl } from './url-parts.js';
export type { UrlParts } from './url-parts.js';
