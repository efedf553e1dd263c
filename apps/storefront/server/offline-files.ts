import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeXml, routableStoreCodes, webAppManifest, type StorefrontConfig } from '@storefront/core';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

export interface OfflineFilesOptions {
  /** build/client of `react-router build` (with the service worker built into it). */
  clientDir: string;
  /** Where the build keeps earlier builds' hashed assets (sw/keep-previous-assets.mjs). */
  previousAssetsDir: string;
  config: StorefrontConfig;
}

/**
 * The installable app's files: the service worker (always revalidated, so a deployment reaches the browser at once),
 * the manifest from the shop's configuration, and the hashed assets of this build and of the earlier ones kept for
 * tabs that still run them.
 */
export function offlineFiles(options: OfflineFilesOptions): Router {
  const router = Router();
  const manifest = JSON.stringify(
    webAppManifest({ name: options.config.seo.defaultTitle, lang: options.config.i18n.defaultLocale }),
  );
  router.get('/service-worker.js', (_req, res, next) => {
    res.sendFile(
      join(options.clientDir, 'service-worker.js'),
      {
        // A fixed file: a dot in the directory's path (a deployment under .cache) is no reason to refuse it.
        dotfiles: 'allow',
        headers: {
          'Cache-Control': 'no-cache',
          'Content-Type': 'text/javascript; charset=utf-8',
          'Service-Worker-Allowed': '/',
        },
      },
      (error) => error && next(error),
    );
  });
  // The offline page keeps a store's prefix on its way home: it learns the store codes here.
  const storeCodes = escapeXml(routableStoreCodes(options.config).join(','));
  let offlinePage: string | undefined;
  router.get('/offline.html', (_req, res) => {
    offlinePage ??= readFileSync(join(options.clientDir, 'offline.html'), 'utf8').replace(
      '<meta name="storefront-store-codes" content="" />',
      `<meta name="storefront-store-codes" content="${storeCodes}" />`,
    );
    res.set('Cache-Control', 'no-cache').type('html').send(offlinePage);
  });
  router.get('/manifest.webmanifest', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/manifest+json').send(manifest);
  });
  // Hashed assets never change under the same name: cache them for a year. The build wrote a Brotli and a gzip copy of
  // each (scripts/precompress.mjs), sent as they are to a browser that takes them; the compression middleware leaves
  // an encoded reply alone.
  const assets = { immutable: true, maxAge: '1y', index: false } as const;
  const precompressed = (dir: string, fallthrough: boolean) =>
    expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br'], serveStatic: { ...assets, fallthrough } });
  router.use('/assets', precompressed(join(options.clientDir, 'assets'), true));
  router.use('/assets', precompressed(join(options.previousAssetsDir, 'assets'), false));
  return router;
}
