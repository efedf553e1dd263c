import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { routeMatcher } from './route-matches.js';

/**
 * Below React Router's own limit on a discovery URL (7,680 characters, origin included): a longer one goes on to
 * React Router, which answers it as it always does.
 */
const LONGEST_ANSWERED_URL = 7_000;

/** What React Router sends with a discovery answer: the build's version is in the URL, so the answer never changes. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const handlersByBuild = new WeakMap<ServerBuild, RequestHandler>();

/**
 * React Router's lazy route discovery (`GET /__manifest?paths=/a,/b&version=…`), answered from remembered matches.
 *
 * The client asks it for the routes of every link a page renders (a category page: some sixty paths at once), and
 * React Router answers by matching each path against every branch of the route tree again: measured on a category
 * page's visit, a fifth of the storefront server's CPU. The answer is the same for a path as long as the build is
 * the same, so the matches are remembered per path (`routeMatcher`) and the answer is built from them: the same
 * routes, in the same order, with the same headers as React Router's own. Anything else (another build's version, no
 * paths, an over-long URL) goes on to React Router unchanged.
 */
export function routeDiscovery(build: ServerBuild): RequestHandler {
  const known = handlersByBuild.get(build);
  if (known) return known;
  const matchesOf = routeMatcher(build);
  const { mode, manifestPath } = build.routeDiscovery ?? { mode: 'lazy', manifestPath: '/__manifest' };
  const basename = build.basename && build.basename !== '/' ? build.basename.replace(/\/$/, '') : '';
  const path = `${basename}${manifestPath}`;
  const handler: RequestHandler = (req, res, next) => {
    if (mode !== 'lazy' || req.path !== path || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (req.originalUrl.length > LONGEST_ANSWERED_URL) return next();
    const query = new URL(req.originalUrl, 'http://storefront').searchParams;
    const paths = query.get('paths');
    if (query.get('version') !== build.assets.version || !paths) return next();
    const patches: Record<string, unknown> = {};
    for (const listed of new Set(paths.split(',').filter(Boolean))) {
      for (const { id } of matchesOf(listed.startsWith('/') ? listed : `/${listed}`)) {
        const route = build.assets.routes[id];
        if (route) patches[id] = route;
      }
    }
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('Content-Type', 'application/json');
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(patches));
  };
  handlersByBuild.set(build, handler);
  return handler;
}
