import type { CatalogPathMatch } from './match-catalog-path.js';
import { matchCatalogPath } from './match-catalog-path.js';
import type { NamedRouteMatch } from './match-named-route.js';
import { matchNamedRoute } from './match-named-route.js';
import type { CatalogUrlOptions } from './route-types.js';
import { storeCodeFromPath } from './store-code-from-path.js';
import type { StoreRoutingOptions } from './store-routing-options.js';

export type RouteMatch = (({ readonly kind: 'named' } & NamedRouteMatch) | CatalogPathMatch) & {
  readonly storeCode: string;
};

export interface MatchRouteOptions extends CatalogUrlOptions {
  readonly stores?: StoreRoutingOptions;
}

/**
 * What a URL shows: the store prefix is removed, then named routes win over catalogue shapes, because with short
 * URLs '/legal' would also read as a category and '/my-account/orders' as a product. 'unknown' goes to
 * resolveUnknownUrl.
 */
export function matchRoute(url: string, options: MatchRouteOptions = {}): RouteMatch {
  const { storeCode, path } = options.stores ? storeCodeFromPath(url, options.stores) : { storeCode: '', path: url };
  const named = matchNamedRoute(path);
  if (named) return { kind: 'named', ...named, storeCode };
  return { ...matchCatalogPath(path, options), storeCode };
}
