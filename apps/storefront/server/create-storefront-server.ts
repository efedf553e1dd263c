import { join } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import type { Api, ApiConfig } from '@storefront/api';
import type { StorefrontConfig } from '@storefront/core';
import compression from 'compression';
import express, { type Express } from 'express';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { StorefrontRequestContext } from '../app/lib/request-context.js';

export interface StorefrontServerOptions {
  build: ServerBuild;
  /** build/client of `react-router build`. */
  clientDir: string;
  apiConfig: ApiConfig;
  /** The public storefront configuration the pages (and the browser) see. */
  config: StorefrontConfig;
  /** The API's routers to mount in-process (embedded mode); without them, `externalApiUrl` must be given. */
  api?: Api;
  externalApiUrl?: string;
  /** How the server reaches its own embedded API; known once it listens. */
  selfUrl: () => string;
}

/** One Express app: compression, static assets, the embedded API, and server-rendered pages for everything else. */
export function createStorefrontServer(options: StorefrontServerOptions): Express {
  const storefrontContext = (
    options.build.entry.module as unknown as { storefrontContext?: RouterContext<StorefrontRequestContext> }
  ).storefrontContext;
  if (!storefrontContext) throw new Error('The storefront build does not export storefrontContext from entry.server');
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(compression());

  // Hashed assets never change under the same name: cache them for a year.
  app.use(
    '/assets',
    express.static(join(options.clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(options.clientDir, { maxAge: '1h', index: false }));
  app.use('/banners', express.static(join(options.apiConfig.dataDir, 'banners'), { maxAge: '5m', index: false }));

  if (options.api) {
    app.use('/api', options.api.router);
    app.use('/img', options.api.images);
  }

  // Mounted without a path pattern: Express would refuse a malformed %-sequence while decoding a route parameter,
  // and such a URL must reach the pages and end on /page-not-found like any unknown URL.
  app.use(
    createRequestHandler({
      build: options.build,
      getLoadContext: () => {
        const apiBaseUrl = options.externalApiUrl ?? options.selfUrl();
        const value: StorefrontRequestContext = {
          apiBaseUrl,
          bannersBaseUrl: `${options.selfUrl()}/banners`,
          config: options.config,
        };
        return new RouterContextProvider(new Map<RouterContext, unknown>([[storefrontContext, value]]));
      },
    }),
  );
  return app;
}
