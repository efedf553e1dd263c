import type { ApiConfig } from '../config.js';
import type { CatalogRepository } from '../db/catalog-repository.js';
import type { SqlDatabase } from '../db/sql.js';
import { seedDemoCoupon } from '../cart/demo-coupon.js';
import { isCatalogEmpty, seedDemoCatalog } from './seed-demo-catalog.js';
import { logger } from '../log/logger.js';

/**
 * The first start of an embedded shop (`npm start`, `serve --seed-if-empty`): an empty catalogue gets the demo
 * catalogue (DEMO_PRODUCTS per index, default 500) and the developers' demo coupon. One function, so the storefront
 * server and the API server seed the same shop.
 */
export async function seedDemoShopIfEmpty(
  config: ApiConfig,
  db: SqlDatabase,
  catalog: CatalogRepository,
): Promise<void> {
  if (!(await isCatalogEmpty(config, catalog))) return;
  const products = Number(process.env.DEMO_PRODUCTS ?? 500);
  logger.info(`The catalogue is empty: seeding the demo catalogue (${products} products per index) ...`);
  const report = await seedDemoCatalog(config, catalog, { products });
  await seedDemoCoupon(db);
  const total = [...report.counts.values()].reduce((a, b) => a + b, 0);
  logger.info(`Seeded ${total} documents (and wrote ${report.images} images) in ${(report.ms / 1000).toFixed(1)} s`);
}
