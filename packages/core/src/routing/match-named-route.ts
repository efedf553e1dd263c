import type { NamedRoute } from './named-route.js';
import { matchPathPattern } from './route-path.js';
import { namedRoutes } from './route-table.js';
import { splitUrl } from './url-parts.js';

export interface NamedRouteMatch {
  readonly route: NamedRoute;
  readonly params: Record<string, string>;
}

/** Finds the named route of a pathname (without store prefix); query and hash are ignored. */
export function matchNamedRoute(
  pathname: string,
  routes: readonly NamedRoute[] = namedRoutes,
): NamedRouteMatch | undefined {
  const { pathname: path } = splitUrl(pathname);
  for (const route of routes) {
    for (const pattern of [route.path, ...route.aliases]) {
      const params = matchPathPattern(pattern, path);
      if (params) return { route, params };
    }
  }
  return undefined;
}
