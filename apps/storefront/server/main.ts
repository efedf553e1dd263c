import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createApi,
  type Api,
  loadApiConfig,
  openDatabase,
  seedDemoShopIfEmpty,
  SqliteCatalogRepository,
} from '@storefront/api';
import { loadStorefrontConfig, toPublicConfig } from '@storefront/core';
import type { ServerBuild } from 'react-router';
import { createStorefrontServer } from './create-storefront-server.js';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `npm start` ends here: one process serving the storefront and, in embedded mode, the API. */
async function main(): Promise<void> {
  const apiConfig = loadApiConfig();
  const configFile = process.env.STOREFRONT_CONFIG_FILE ?? 'config/storefront.json';
  const storefrontConfig = loadStorefrontConfig({
    ...(existsSync(configFile) && { file: JSON.parse(readFileSync(configFile, 'utf8')) as unknown }),
    env: process.env,
  });
  // The shop's own pages call the embedded API from its public origin, also behind a proxy that rewrites Host.
  const publicUrl = storefrontConfig.server.publicUrl;
  if (publicUrl) apiConfig.cors.origins = [...apiConfig.cors.origins, new URL(publicUrl).origin];
  // An API URL in the configuration means another API (a vue-storefront-api deployment) serves the catalogue.
  const externalApiUrl = storefrontConfig.server.apiUrlForServer || storefrontConfig.api.url || undefined;
  let api: Api | undefined;
  let closeDatabase = () => {};
  if (!externalApiUrl) {
    const db = openDatabase(apiConfig.databaseFile);
    closeDatabase = () => db.close();
    const catalog = new SqliteCatalogRepository(db);
    console.log(`Database: ${apiConfig.databaseFile}`);
    await seedDemoShopIfEmpty(apiConfig, db, catalog);
    api = createApi({ config: apiConfig, catalog, database: db });
    const warmStarted = performance.now();
    await api.search.registry.warm(apiConfig.catalog.defaultIndex, ['product', 'category']);
    console.log(`Search index ready in ${Math.round(performance.now() - warmStarted)} ms`);
  } else console.log(`Using the API at ${externalApiUrl}`);

  const build = (await import(pathToFileURL(join(appRoot, 'build/server/index.js')).href)) as ServerBuild;
  let port = apiConfig.port;
  const app = createStorefrontServer({
    build,
    clientDir: join(appRoot, 'build/client'),
    previousAssetsDir: join(appRoot, 'previous-assets'),
    apiConfig,
    config: toPublicConfig(storefrontConfig),
    ...(api && { api }),
    ...(externalApiUrl && { externalApiUrl }),
    selfUrl: () => `http://127.0.0.1:${port}`,
    publicUrl,
  });
  if (!publicUrl && process.env.NODE_ENV === 'production')
    console.warn(
      'STOREFRONT_PUBLIC_URL is not set: canonical links and the sitemap name http://localhost (set it to the shop URL).',
    );
  const server: Server = app.listen(apiConfig.port, apiConfig.host, () => {
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : apiConfig.port;
    console.log(`Storefront listening on http://localhost:${port} (API on http://localhost:${port}/api)`);
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${apiConfig.port}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => {
    server.close(() => {
      closeDatabase();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
