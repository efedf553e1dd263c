import {
  carriesSession,
  OFFLINE_COPY_HEADER,
  OFFLINE_HEADER,
  OFFLINE_SESSION_HEADER,
  offlineMarkOf,
} from '@storefront/core';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { neverOffline } from '../app/lib/route-handle.js';
import { routeMatcher } from './route-matches.js';

/** The page path of a React Router data request (`/p/x.data`, `/_.data` for '/', `/a/_.data` for '/a/'). */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page.endsWith('/_') ? page.slice(0, -1) : page;
}

/** The `handle` exports of the routes a page or `.data` request path matches (see `routeMatcher`). */
export function routeHandles(build: ServerBuild): (path: string) => unknown[] {
  const matchesOf = routeMatcher(build);
  return (path) => {
    let pathname = path;
    try {
      pathname = decodeURI(pathname);
    } catch {
      // A malformed %-sequence ends on the not-found page; match it as it is.
    }
    return matchesOf(pagePathOf(pathname)).map((match) => match.handle);
  };
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
