import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  closeRedis,
  createApi,
  firstOwnerHint,
  type Api,
  databaseAnswers,
  databaseLabel,
  installGracefulShutdown,
  listeningUrl,
  outlastProxyKeepAlive,
  loadApiConfig,
  mailStartupWarnings,
  openCatalogRepository,
  openSqlDatabase,
  seedDemoShopIfEmpty,
  secretsWarnings,
  sharedSecretsProblem,
  withResolvedSecrets,
  warmSearchProcess,
} from '@storefront/api';
import { loadStorefrontConfig, resolvePublicOrigin, toPublicConfig } from '@storefront/core';
import type { ServerBuild } from 'react-router';
import { createStorefrontServer } from './create-storefront-server.js';
import { startDevVite, type DevVite } from './dev-vite.js';
import { catalogStampOf, openOutputCacheStore } from './output-cache/open-output-cache.js';
import { ProductChangeFollower, type ProductChangeSource } from './output-cache/product-change-follower.js';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `npm start` ends here: one process serving the storefront and, in embedded mode, the API. `npm run dev` too, with
 * `--dev`: Vite then compiles the app from source on request, with hot reload (docs/development.md).
 */
async function main(): Promise<void> {
  const server = createServer();
  outlastProxyKeepAlive(server);
  // Started first: Vite loads its config and the route table while the database opens.
  const devStarting = process.argv.includes('--dev') ? startDevVite(appRoot, server) : undefined;
  devStarting?.catch(() => {});
  const loaded = loadApiConfig();
  // Processes of one shop sign for each other: each must be given the keys, none may make its own.
  const secretsProblem = sharedSecretsProblem(loaded, { cluster: cluster.isWorker });
  if (secretsProblem) {
    console.error(secretsProblem);
    process.exit(1);
  }
  if (process.env.NODE_ENV === 'production' && !cluster.isWorker)
    for (const warning of secretsWarnings(loaded)) console.warn(warning);
  // Resolved here, once, so the API is given this very object: the port written into it once the server listens
  // (PORT=0) is the one its mail links name.
  const apiConfig = withResolvedSecrets(loaded);
  const configFile = process.env.STOREFRONT_CONFIG_FILE ?? 'config/storefront.json';
  const storefrontConfig = loadStorefrontConfig({
    ...(existsSync(configFile) && { file: JSON.parse(readFileSync(configFile, 'utf8')) as unknown }),
    env: process.env,
  });
  // The shop's own pages call the embedded API from its public origin, also behind a proxy that rewrites Host.
  const publicUrl = storefrontConfig.server.publicUrl;
  if (publicUrl) apiConfig.cors.origins = [...apiConfig.cors.origins, new URL(publicUrl).origin];
  // The embedded API's mail links (password reset) name the same origin, also when it comes from the config file.
  if (publicUrl) apiConfig.publicUrl = publicUrl;
  // An API URL in the configuration means another process serves the API: a vue-storefront-api deployment, or this
  // shop's own API process shared by the machine's storefront processes (server.sharedApi, npm run start:cluster).
  const { apiUrlForServer, sharedApi } = storefrontConfig.server;
  const externalApiUrl = apiUrlForServer || storefrontConfig.api.url || undefined;
  // The browser reaches the API at the shop's own origin unless it is given an address of its own (api.url).
  const apiProxyTarget = apiUrlForServer && !storefrontConfig.api.url ? apiUrlForServer : undefined;
  let api: Api | undefined;
  let closeDatabase = async () => {};
  let checkDatabase: (() => Promise<void>) | undefined;
  let catalogStamp: (() => Promise<string>) | undefined;
  let productSource: ProductChangeSource | undefined;
  if (!externalApiUrl) {
    // The embedded SQLite file, or PostgreSQL when DATABASE_URL is set (several processes, one shop).
    const db = await openSqlDatabase(apiConfig);
    const catalog = await openCatalogRepository(db, apiConfig);
    // Each process polls the booking mail jobs; the jobs' leases keep two processes from sending one mail twice.
    let stopBookingJobs = async () => {};
    closeDatabase = async () => {
      await stopBookingJobs();
      await catalog.close();
      await db.close();
    };
    checkDatabase = databaseAnswers(db);
    catalogStamp = catalogStampOf(catalog, apiConfig.catalog.indices);
    productSource = catalog;
    console.log(`Database: ${databaseLabel(apiConfig)}`);
    for (const warning of mailStartupWarnings(apiConfig)) console.warn(warning);
    await seedDemoShopIfEmpty(apiConfig, db, catalog);
    api = createApi({ config: apiConfig, catalog, database: db });
    const ownerHint = await firstOwnerHint(db);
    if (ownerHint) console.log(ownerHint);
    const bookingJobs = api.bookingJobs();
    bookingJobs.start(apiConfig.bookings.reminders.pollSeconds * 1000);
    const webhooks = api.webhooks();
    webhooks.start(apiConfig.webhooks.pollIntervalMs);
    const mailer = api.mailer;
    stopBookingJobs = async () => {
      await bookingJobs.stop();
      await webhooks.stop();
      mailer.close?.();
    };
    await warmSearchProcess(api.search.registry, apiConfig);
  } else if (sharedApi) {
    // The API process holds the search index and runs the jobs; this process reads the same database only for its
    // health check and for the page cache's catalogue stamps (docs/deployment.md#one-search-process-per-machine).
    const db = await openSqlDatabase(apiConfig);
    const catalog = await openCatalogRepository(db, apiConfig);
    closeDatabase = async () => {
      await catalog.close();
      await db.close();
    };
    const databaseCheck = databaseAnswers(db);
    // Without its API process this one can render no page: the balancer should send it nothing meanwhile.
    checkDatabase = async () => {
      await databaseCheck();
      const answer = await fetch(new URL('/health', externalApiUrl), { signal: AbortSignal.timeout(2000) });
      if (!answer.ok) throw new Error(`The API process at ${externalApiUrl} answered /health with ${answer.status}`);
    };
    catalogStamp = catalogStampOf(catalog, apiConfig.catalog.indices);
    productSource = catalog;
    console.log(`Database: ${databaseLabel(apiConfig)}; the shop's API process at ${externalApiUrl}`);
  } else console.log(`Using the API at ${externalApiUrl}`);

  // Another build directory serves another deployment of the same code (the update test's second build).
  const buildDir = process.env.STOREFRONT_BUILD_DIR ?? join(appRoot, 'build');
  let dev: DevVite | undefined;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (devStarting) {
    dev = await devStarting;
    build = dev.loadBuild;
    // A cached page would hide the edit just made.
    storefrontConfig.server.outputCache.enabled = false;
  } else build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
  let port = apiConfig.port;
  let draining = false;
  const cacheStore = await openOutputCacheStore(storefrontConfig.server.outputCache.enabled ? apiConfig.redis.url : '');
  const app = createStorefrontServer({
    build,
    ...(dev && { devAssets: dev.middlewares }),
    // In development the public files stand in for a build: an earlier build's service worker must not take the tab.
    clientDir: dev ? join(appRoot, 'public') : join(buildDir, 'client'),
    previousAssetsDir: dev ? join(appRoot, 'public') : join(buildDir, '..', 'previous-assets'),
    apiConfig,
    config: toPublicConfig(storefrontConfig),
    ...(api && { api }),
    ...(externalApiUrl && { externalApiUrl }),
    ...(apiProxyTarget && { apiProxyTarget }),
    selfUrl: () => `http://127.0.0.1:${port}`,
    publicUrl,
    health: { draining: () => draining, ...(checkDatabase && { checkDatabase }) },
    outputCache: {
      store: cacheStore,
      server: storefrontConfig.server,
      ...(catalogStamp && { catalogStamp }),
      ...(productSource && {
        productChanges: new ProductChangeFollower(productSource, apiConfig.catalog.indices, cacheStore),
      }),
    },
  });
  server.on('request', app);
  server.listen(apiConfig.port, apiConfig.host, () => {
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : apiConfig.port;
    // PORT=0 takes a free port: the API's mail links name the one taken when no public URL is set.
    apiConfig.port = port;
    // The address actually listened on (HOST), localhost only for every interface (docs/configuration.md).
    const url = listeningUrl(address, { host: apiConfig.host, port });
    console.log(`Storefront listening on ${url} (API on ${url}/api)${dev ? ', development: hot reload' : ''}`);
    // Once listening: the links name the port taken (PORT=0 takes a free one).
    if (!publicUrl && process.env.NODE_ENV === 'production')
      console.warn(
        `STOREFRONT_PUBLIC_URL is not set: canonical links, the sitemap and the links in mail (password resets, ` +
          `parking passes) name ${resolvePublicOrigin({ configured: '', host: apiConfig.host, port })}, which only ` +
          'this machine can open (set it to the shop URL).',
      );
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${apiConfig.port}: ${error.message}`);
    process.exit(1);
  });
  installGracefulShutdown({
    server,
    startDraining: () => {
      draining = true;
      dev?.dropClients();
      console.log('Draining: finishing the requests in flight');
    },
    closeResources: async () => {
      await dev?.close();
      await cacheStore.close();
      await closeRedis();
      await closeDatabase();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
