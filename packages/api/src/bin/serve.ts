import type { Server } from 'node:http';
import express from 'express';
import { resolvePublicOrigin } from '@storefront/core';
import { createApiApp } from '../app.js';
import { secretsWarnings, sharedSecretsProblem, withResolvedSecrets } from '../auth/auth-secret.js';
import { loadApiConfig } from '../config.js';
import { firstOwnerHint } from '../admin/admin-cli.js';
import { databaseLabel } from '../db/database-label.js';
import { openCatalogRepository } from '../db/open-catalog-repository.js';
import { openSqlDatabase } from '../db/open-sql-database.js';
import { seedDemoShopIfEmpty } from '../seed/seed-if-empty.js';
import { warmSearchProcess } from '../search/warm-search-process.js';
import { installGracefulShutdown } from '../http/graceful-shutdown.js';
import { outlastProxyKeepAlive } from '../http/keep-alive.js';
import { mailStartupWarnings } from '../mail/outbox-access.js';
import { databaseAnswers, healthRoute } from '../http/health-route.js';
import { listeningUrl } from '../http/listening-url.js';

/**
 * `node packages/api/dist/bin/serve.js [--seed-if-empty]`: the API on its own, on the embedded SQLite file or, with
 * `DATABASE_URL`, on PostgreSQL (several such processes can serve one shop).
 */
async function main(): Promise<void> {
  const loaded = loadApiConfig();
  const secretsProblem = sharedSecretsProblem(loaded);
  if (secretsProblem) {
    console.error(secretsProblem);
    process.exit(1);
  }
  if (process.env.NODE_ENV === 'production') for (const warning of secretsWarnings(loaded)) console.warn(warning);
  // Resolved here, once, so the API is given this very object: the port written into it once the server listens
  // (PORT=0) is the one its mail links name.
  const config = withResolvedSecrets(loaded);
  // The shop's pages call this API from the shop's public origin, also through a storefront process that passes their
  // requests on (npm run start:cluster), as they call an embedded API (apps/storefront/server/main.ts does the same).
  if (config.publicUrl) config.cors.origins = [...config.cors.origins, new URL(config.publicUrl).origin];
  const db = await openSqlDatabase(config);
  const catalog = await openCatalogRepository(db, config);
  console.log(`Database: ${databaseLabel(config)}`);
  for (const warning of mailStartupWarnings(config)) console.warn(warning);
  if (process.argv.includes('--seed-if-empty')) await seedDemoShopIfEmpty(config, db, catalog);
  const { app: api, api: routes } = createApiApp({ config, catalog, database: db });
  const ownerHint = await firstOwnerHint(db);
  if (ownerHint) console.log(ownerHint);
  // Each process polls the booking mail jobs; the jobs' leases keep two processes from sending one mail twice.
  const bookingJobs = routes.bookingJobs();
  bookingJobs.start(config.bookings.reminders.pollSeconds * 1000);
  // And sends the order webhooks; the deliveries' leases keep two processes from sending one at the same time.
  const webhooks = routes.webhooks();
  webhooks.start(config.webhooks.pollIntervalMs);
  let draining = false;
  const app = express();
  app.disable('x-powered-by');
  app.use(healthRoute({ draining: () => draining, checkDatabase: databaseAnswers(db) }));
  // While draining, answers close their connection, so a keep-alive client moves to another process.
  app.use((_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  app.use(api);
  await warmSearchProcess(routes.search.registry, config);
  const server: Server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // PORT=0 takes a free port: mail links name the one taken when no public URL is set.
    config.port = port;
    // The address actually listened on (HOST), localhost only for every interface.
    const url = listeningUrl(address, { host: config.host, port });
    console.log(`Storefront API listening on ${url}/api (images on ${url}/img)`);
    if (!config.publicUrl && process.env.NODE_ENV === 'production')
      console.warn(
        `STOREFRONT_PUBLIC_URL is not set: the links in mail (password resets, parking passes) name ` +
          `${resolvePublicOrigin({ configured: '', host: config.host, port })}, which only this machine can open ` +
          '(set it to the shop URL).',
      );
  });
  outlastProxyKeepAlive(server);
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });
  installGracefulShutdown({
    server,
    startDraining: () => {
      draining = true;
      console.log('Draining: finishing the requests in flight');
    },
    closeResources: async () => {
      await bookingJobs.stop();
      await webhooks.stop();
      routes.mailer.close?.();
      await catalog.close();
      await db.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
