import {
  carriesSession,
  OFFLINE_COPY_HEADER,
  OFFLINE_HEADER,
  OFFLINE_SESSION_HEADER,
  offlineMarkOf,
} from '@storefront/core';
import type { RequestHandler } from 'express';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { neverOffline } from '../app/lib/route-handle.js';

interface Route {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
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

/** The page path of a React Router data request (`/p/x.data`, `/_.data` for '/', `/a/_.data` for '/a/'). */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page.endsWith('/_') ? page.slice(0, -1) : page;
}

/** Paths whose matched handles are remembered; beyond it the memory starts over (any URL can be requested). */
const REMEMBERED_PATHS = 5000;

const handlesByBuild = new WeakMap<ServerBuild, (path: string) => unknown[]>();

/**
 * The `handle` exports of the routes a page or `.data` request path matches. `matchRoutes` flattens and ranks the
 * whole route tree on every call (about a millisecond here), so the answer is remembered per path and build.
 */
export function routeHandles(build: ServerBuild): (path: string) => unknown[] {
  const known = handlesByBuild.get(build);
  if (known) return known;
  const tree = routeTree(build);
  const remembered = new Map<string, unknown[]>();
  const handlesOf = (path: string): unknown[] => {
    const found = remembered.get(path);
    if (found) return found;
    let pathname = path;
    try {
      pathname = decodeURI(pathname);
    } catch {
      // A malformed %-sequence ends on the not-found page; match it as it is.
    }
    const handles = (matchRoutes(tree, pagePathOf(pathname)) ?? []).map((match) => (match.route as HandleRoute).handle);
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    remembered.set(path, handles);
    return handles;
  };
  handlesByBuild.set(build, handlesOf);
  return handlesOf;
}

/**
 * Marks every page and `.data` response with `X-Storefront-Offline` (never / copy / store) for the service worker,
 * and tells the pages, through `res.locals`, when the request is the worker's anonymous offline copy.
 */
export function offlineMark(build: ServerBuild): RequestHandler {
  const handlesOf = routeHandles(build);
  return (req, res, next) => {
    const never = handlesOf(req.path).some(neverOffline);
    res.setHeader(OFFLINE_HEADER, offlineMarkOf({ never, cookieHeader: req.headers.cookie }));
    if (carriesSession(req.headers.cookie)) res.setHeader(OFFLINE_SESSION_HEADER, '1');
    if (req.get(OFFLINE_COPY_HEADER) === '1') {
      // The copy is anonymous: the shopper's cookies (if a proxy forwarded any) are not read.
      delete req.headers.cookie;
    }
    next();
  };
}
