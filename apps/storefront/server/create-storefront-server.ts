import { join } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import {
  applyTrustProxy,
  clientAddress,
  healthRoute,
  hostGuard,
  methodGuard,
  requestLogger,
  type Api,
  type ApiConfig,
  type HealthOptions,
} from '@storefront/api';
import { resolvePublicOrigin, type ServerConfig, type StorefrontConfig } from '@storefront/core';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from 'express';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { createApiFetch } from '../app/lib/api-fetch.server.js';
import { logger, requestLog } from '../app/lib/logger.server.js';
import type { StorefrontRequestContext } from '../app/lib/request-context.js';
import { apiProxy } from './api-proxy.js';
import { clientFiles } from './client-files.js';
import { offlineFiles } from './offline-files.js';
import { offlineMark, routeHandles } from './offline-mark.js';
import { routeDiscovery } from './route-discovery.js';
import { invalidateRoute } from './output-cache/invalidate-route.js';
import { outputCache, outputCacheNotes } from './output-cache/output-cache-middleware.js';
import type { ProductChangeFollower } from './output-cache/product-change-follower.js';
import type { OutputCacheStore } from './output-cache/output-cache-store.js';
import { neverOutputCached } from '../app/lib/route-handle.js';
import { cspNonce, securityHeaders } from './security-headers.js';
import { sessionMiddleware } from './session-middleware.js';

export interface StorefrontServerOptions {
  /** The built app, or (`npm run dev`) a loader of the build as it is now, asked once per request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** `npm run dev`: Vite's middleware, which serves the app's modules in place of the built client files. */
  devAssets?: RequestHandler;
  /** build/client of `react-router build`. */
  clientDir: string;
  /** Earlier builds' hashed assets, still served to tabs running them (sw/keep-previous-assets.mjs). */
  previousAssetsDir: string;
  apiConfig: ApiConfig;
  /** The public storefront configuration the pages (and the browser) see. */
  config: StorefrontConfig;
  /** The API's routers to mount in-process (embedded mode); without them, `externalApiUrl` must be given. */
  api?: Api;
  externalApiUrl?: string;
  /** Where the browser's API requests go when the API is not embedded and the browser has no address of its own. */
  apiProxyTarget?: string;
  /** How the server reaches its own embedded API; known once it listens. */
  selfUrl: () => string;
  /** `server.publicUrl`: the origin of canonical links, JSON-LD and the sitemap; '' for the local default. */
  publicUrl?: string;
  /** `GET /health` for the load balancer, and whether the process is draining (graceful shutdown). */
  health?: HealthOptions;
  /** The output cache (`server.outputCache`, `/invalidate`); absent or disabled: every page is rendered. */
  outputCache?: {
    store: OutputCacheStore;
    server: Pick<ServerConfig, 'outputCache' | 'invalidateCacheForwardUrl' | 'secrets'>;
    /** The catalogue's versions (embedded API): pages rendered before a catalogue write are not served again. */
    catalogStamp?: () => Promise<string>;
    /** Drops the pages a product change concerns (embedded API only, like the stamp). */
    productChanges?: ProductChangeFollower;
  };
}

/** One Express app: compression, static assets, the embedded API, and server-rendered pages for everything else. */
export function createStorefrontServer(options: StorefrontServerOptions): Express {
  const fixedBuild = typeof options.build === 'function' ? undefined : options.build;
  const loadBuild = typeof options.build === 'function' ? options.build : undefined;
  // A build loaded per request (development) is kept in res.locals, so one request sees one build throughout.
  const buildOf = (res: Response): ServerBuild => fixedBuild ?? (res.locals.storefrontBuild as ServerBuild);
  // From configuration only, never from the request's Host (docs/security.md); the port is known once it listens.
  const publicOriginOf = () =>
    resolvePublicOrigin({
      configured: options.publicUrl ?? '',
      host: options.apiConfig.host,
      port: Number(new URL(options.selfUrl()).port),
    });
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // Also what the embedded API's routers see: they run in this app, so its limits count the client this setting names.
  applyTrustProxy(app, options.apiConfig.http.trustProxy);
  // First: every later line of a request, the embedded API's included, carries its id.
  app.use(requestLogger(logger, { logEveryRequest: options.apiConfig.logRequests }));
  // The default threshold (1 KB) sent the many few-hundred-byte route chunks raw; gzip halves them, and below
  // ~256 bytes its own overhead eats the gain.
  app.use(compression({ threshold: 256 }));
  const health = options.health;
  if (health) {
    // A draining process tells every client to go elsewhere for its next request.
    app.use((_req, res, next) => {
      if (health.draining()) res.setHeader('Connection', 'close');
      next();
    });
    // Before the Host check: a balancer probes by address.
    app.use(healthRoute(health));
  }
  app.use(methodGuard());
  app.use(hostGuard({ required: true }));
  app.use(securityHeaders(options.config));

  if (options.devAssets) app.use(options.devAssets);
  app.use(offlineFiles(options));
  app.use(clientFiles(options.clientDir, { fixed: !options.devAssets }));
  app.use('/banners', express.static(join(options.apiConfig.dataDir, 'banners'), { maxAge: '5m', index: false }));

  if (options.api) {
    app.use('/api', options.api.router);
    app.use('/img', options.api.images);
    app.use('/graphql', options.api.graphql);
    app.use('/dev/mail', options.api.devMail);
  } else if (options.apiProxyTarget) app.use(apiProxy(options.apiProxyTarget));

  const cache = options.outputCache;
  if (cache)
    app.all(
      '/invalidate',
      invalidateRoute({
        store: cache.store,
        settings: cache.server.outputCache,
        key: cache.server.secrets.invalidateCacheKey,
        forwardUrl: cache.server.invalidateCacheForwardUrl,
      }),
    );

  if (loadBuild)
    app.use(async (_req, res, next) => {
      res.locals.storefrontBuild = await loadBuild();
      next();
    });
  app.use(fixedBuild ? offlineMark(fixedBuild) : (req, res, next) => offlineMark(buildOf(res))(req, res, next));
  if (cache?.server.outputCache.enabled) {
    // A page rendered by one build is never served by another: only a fixed build has one version to key pages on.
    if (!fixedBuild) throw new Error('The output cache needs a built storefront, not a development build');
    const handlesOf = routeHandles(fixedBuild);
    app.use(
      outputCache({
        store: cache.store,
        settings: cache.server.outputCache,
        config: options.config,
        buildVersion: fixedBuild.assets.version,
        originOf: publicOriginOf,
        neverCached: (req) => handlesOf(req.path).some(neverOutputCached),
        ...(cache.catalogStamp && { catalogStamp: cache.catalogStamp }),
        ...(cache.productChanges && { productChanges: cache.productChanges }),
      }),
    );
  }
  app.use(
    sessionMiddleware({
      apiFetch: (req) => createApiFetch(options.externalApiUrl ?? options.selfUrl(), clientAddress(req)),
      refreshPath: options.config.api.endpoints.user.refresh,
    }),
  );
  // One handler per build: making one derives the build's route tree, too slow to repeat on every request.
  const pageHandlers = new WeakMap<ServerBuild, RequestHandler>();
  const pageHandlerOf = (build: ServerBuild): RequestHandler => {
    const known = pageHandlers.get(build);
    if (known) return known;
    const storefrontContext = storefrontContextOf(build);
    const handler = createRequestHandler({
      build,
      // Only an explicit development run shows error details; anything else (production, test) sanitises them.
      mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext: (req, res) => {
        const value: StorefrontRequestContext = {
          apiFetch: createApiFetch(options.externalApiUrl ?? options.selfUrl(), clientAddress(req)),
          bannersBaseUrl: `${options.selfUrl()}/banners`,
          config: options.config,
          publicOrigin: publicOriginOf(),
          nonce: cspNonce(res),
          outputCache: outputCacheNotes(res),
          ...(options.api && { readCustomer: options.api.readCustomer }),
        };
        return new RouterContextProvider(new Map<RouterContext, unknown>([[storefrontContext, value]]));
      },
    });
    pageHandlers.set(build, handler);
    return handler;
  };
  // React Router's route discovery, answered from remembered matches (the same answer, a fraction of the work).
  app.use(fixedBuild ? routeDiscovery(fixedBuild) : (req, res, next) => routeDiscovery(buildOf(res))(req, res, next));
  // Mounted without a path pattern: Express would refuse a malformed %-sequence while decoding a route parameter,
  // and such a URL must reach the pages and end on /page-not-found like any unknown URL.
  app.use(fixedBuild ? pageHandlerOf(fixedBuild) : (req, res, next) => pageHandlerOf(buildOf(res))(req, res, next));
  app.use(plainErrorPage());
  return app;
}

/** The context key entry.server exports: the request's StorefrontRequestContext travels under it. */
function storefrontContextOf(build: ServerBuild): RouterContext<StorefrontRequestContext> {
  const { storefrontContext } = build.entry.module as unknown as {
    storefrontContext?: RouterContext<StorefrontRequestContext>;
  };
  if (!storefrontContext) throw new Error('The storefront build does not export storefrontContext from entry.server');
  return storefrontContext;
}

/**
 * What Express itself would answer with its own page (a missing hashed asset, a render that failed before React
 * could show the error boundary): the status and a plain sentence, never the stack Express prints outside production.
 */
function plainErrorPage(): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown } | null)?.status;
    const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
    if (code >= 500) requestLog(req).error({ err: error }, 'Unhandled error');
    res
      .status(code)
      .type('text/plain')
      .send(code === 404 ? '404 Page Not Found' : code >= 500 ? 'Internal Server Error 500' : `Error ${code}`);
  };
}
