import type { Server } from 'node:http';
import { createApiApp } from '../app.js';
import { loadApiConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { SqliteCatalogRepository } from '../db/sqlite-catalog-repository.js';
import { seedDemoCoupon } from '../cart/demo-coupon.js';
import { isCatalogEmpty, seedDemoCatalog } from '../seed/seed-demo-catalog.js';

/** `node packages/api/dist/bin/serve.js [--seed-if-empty]`: the API on its own (what `npm start` runs for now). */
async function main(): Promise<void> {
  const config = loadApiConfig();
  const db = openDatabase(config.databaseFile);
  const catalog = new SqliteCatalogRepository(db);
  console.log(`Database: ${config.databaseFile}`);
  if (process.argv.includes('--seed-if-empty') && (await isCatalogEmpty(config, catalog))) {
    const products = Number(process.env.DEMO_PRODUCTS ?? 500);
    console.log(`The catalogue is empty: seeding the demo catalogue (${products} products per index) ...`);
    const report = await seedDemoCatalog(config, catalog, { products });
    seedDemoCoupon(db);
    const total = [...report.counts.values()].reduce((a, b) => a + b, 0);
    console.log(`Seeded ${total} documents (and wrote ${report.images} images) in ${(report.ms / 1000).toFixed(1)} s`);
  }
  const { app, api } = createApiApp({ config, catalog, database: db });
  const warmStarted = performance.now();
  await api.search.registry.warm(config.catalog.defaultIndex, ['product', 'category']);
  console.log(`Search index ready in ${Math.round(performance.now() - warmStarted)} ms`);
  const server: Server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Storefront API listening on http://localhost:${port}/api (images on http://localhost:${port}/img)`);
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
