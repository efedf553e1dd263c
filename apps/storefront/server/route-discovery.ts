import type { RequestHandler } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';

/**
 * Below React Router's own limit on a discovery URL (7,680 characters, origin included): a longer one goes on to
 * React Router, which answers it as it always does.
 */
const LONGEST_ANSWERED_URL = 7_000;

/** Paths whose routes are remembered; beyond it the memory starts over (any path can be asked for). */
const REMEMBERED_PATHS = 5_000;

/**
 * Paths met for the first time that one request may bring. A page lists every link it renders (a category page:
 * about eighty), and a path is new only once per process; a URL at the length limit can list some 1,500 short
 * made-up paths, each as dear as one of a real page's. Beyond this many, the answer is React Router's to an over-long
 * URL: 400, and the client finds the routes of a link when it is followed.
 */
const NEW_PATHS_PER_REQUEST = 500;

/** New paths matched between two turns of the event loop, so a long list never holds up the other requests. */
const NEW_PATHS_PER_TURN = 16;

/** What React Router sends with a discovery answer: the build's version is in the URL, so the answer never changes. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const handlersByBuild = new WeakMap<ServerBuild, RequestHandler>();

/**
 * React Router's lazy route discovery (`GET /__manifest?paths=/a,/b&version=…`), answered from remembered matches.
 *
 * The client asks it for the routes of every link a page renders (a category page: some sixty paths at once), and
 * React Router answers by matching each path against every branch of the route tree again, on every request. The
 * routes a path matches stay the same as long as the build does, so they are remembered per path: a path met for the
 * first time is put to React Router's own handler alone (its matching, at its cost), and the answer is put together
 * from the remembered routes, in React Router's order and with its headers. Anything else (another build's version,
 * no paths, an over-long URL, an answer other than 200) goes on to React Router unchanged.
 */
export function routeDiscovery(build: ServerBuild): RequestHandler {
  const known = handlersByBuild.get(build);
  if (known) return known;
  const { mode, manifestPath } = build.routeDiscovery ?? { mode: 'lazy', manifestPath: '/__manifest' };
  const basename = build.basename && build.basename !== '/' ? build.basename.replace(/\/$/, '') : '';
  const path = `${basename}${manifestPath}`;
  const reactRouter = createRequestHandler(build, 'production');
  const remembered = new Map<string, readonly string[]>();
  /** The ids of the routes `listed` matches (outermost first), or undefined when React Router did not answer 200. */
  const routesOf = async (listed: string): Promise<readonly string[] | undefined> => {
    const found = remembered.get(listed);
    if (found) return found;
    const query = new URLSearchParams({ paths: listed, version: build.assets.version });
    const answer = await reactRouter(new Request(`http://storefront${path}?${query}`));
    if (answer.status !== 200) return undefined;
    const ids = Object.keys((await answer.json()) as Record<string, unknown>);
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    remembered.set(listed, ids);
    return ids;
  };
  const handler: RequestHandler = async (req, res, next) => {
    if (mode !== 'lazy' || req.path !== path || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (req.originalUrl.length > LONGEST_ANSWERED_URL) return next();
    const query = new URL(req.originalUrl, 'http://storefront').searchParams;
    const paths = query.get('paths');
    if (query.get('version') !== build.assets.version || !paths) return next();
    const listed = [...new Set(paths.split(',').filter(Boolean))].map((each) =>
      each.startsWith('/') ? each : `/${each}`,
    );
    const unknown = listed.filter((each) => !remembered.has(each));
    if (unknown.length > NEW_PATHS_PER_REQUEST) {
      res.status(400).end();
      return;
    }
    for (const [i, each] of unknown.entries()) {
      if (i > 0 && i % NEW_PATHS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      if (!(await routesOf(each))) return next();
    }
    const patches: Record<string, unknown> = {};
    for (const each of listed) {
      const ids = await routesOf(each);
      if (!ids) return next();
      for (const id of ids) patches[id] = build.assets.routes[id];
    }
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('Content-Type', 'application/json');
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(patches));
  };
  handlersByBuild.set(build, handler);
  return handler;
}
