import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

interface Route {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
}

/** A route a path matched: its id in the build and its `handle` export. */
export interface MatchedRoute {
  id: string;
  handle: unknown;
}

type HandleRoute = RouteObject & { handle?: unknown };

/** The build's flat route manifest as the nested tree `matchRoutes` takes. */
function routeTree(build: ServerBuild): HandleRoute[] {
  const routes = Object.values(build.routes) as unknown as Route[];
  const childrenOf = (parentId: string | undefined): HandleRoute[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const children = childrenOf(route.id);
        const base = {
          id: route.id,
          path: route.path,
          caseSensitive: route.caseSensitive,
          handle: route.module.handle,
        };
        return (route.index ? { ...base, index: true } : { ...base, children }) as HandleRoute;
      });
  return childrenOf(undefined);
}

/** Paths whose matches are remembered; beyond it the memory starts over (any URL can be requested). */
const REMEMBERED_PATHS = 5000;

const matchersByBuild = new WeakMap<ServerBuild, (path: string) => readonly MatchedRoute[]>();

/**
 * The routes of `build` that `path` matches, as React Router's `matchRoutes` finds them (outermost first; none for
 * a path no route takes), with the build's basename. Matching walks every ranked branch of the route tree, about a
 * millisecond for this shop's routes, and a page asks for it many times (its own path, and every link it shows when
 * the client discovers routes), so the answer is remembered per path and build.
 */
export function routeMatcher(build: ServerBuild): (path: string) => readonly MatchedRoute[] {
  const known = matchersByBuild.get(build);
  if (known) return known;
  const tree = routeTree(build);
  const remembered = new Map<string, readonly MatchedRoute[]>();
  const matchesOf = (path: string): readonly MatchedRoute[] => {
    const found = remembered.get(path);
    if (found) return found;
    const matches = (matchRoutes(tree, path, build.basename) ?? []).map(({ route }) => ({
      id: route.id as string,
      handle: (route as HandleRoute).handle,
    }));
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    remembered.set(path, matches);
    return matches;
  };
  matchersByBuild.set(build, matchesOf);
  return matchesOf;
}
