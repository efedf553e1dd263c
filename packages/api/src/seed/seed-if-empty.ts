import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApiConfig } from '../config.js';
import type { CatalogRepository } from '../db/catalog-repository.js';
import type { SqlDatabase } from '../db/sql.js';
import { seedDemoCoupon } from '../cart/demo-coupon.js';
import { isCatalogEmpty, seedDemoCatalog } from './seed-demo-catalog.js';
import type { SeedReply, SeedRequest } from './seed-child.js';
import { logger } from '../log/logger.js';

/** The compiled child script beside this module (from the sources, as under vitest, the one in dist). */
function childScript(): string {
  const here = fileURLToPath(new URL('./seed-child.js', import.meta.url));
  return here.replace(/([\\/])src([\\/]seed[\\/]seed-child\.js)$/, '$1dist$2');
}

/** Seeds in a child process and answers what it wrote; undefined when there is no compiled child to run. */
async function seedInChild(config: ApiConfig, products: number): Promise<SeedReply | undefined> {
  const script = childScript();
  // A database in this process's memory (tests) is out of a child's reach.
  const inMemory = !config.databaseUrl && config.databaseFile === ':memory:';
  if (inMemory || !existsSync(script)) return undefined;
  const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
  const request: SeedRequest = { config, products };
  return new Promise<SeedReply>((resolve, reject) => {
    let reply: SeedReply | undefined;
    child.once('message', (message: SeedReply) => (reply = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (reply?.error) reject(new Error(`Seeding the demo catalogue failed: ${reply.error}`));
      else if (reply) resolve(reply);
      else reject(new Error(`The seeding process ended (${signal ?? code}) without an answer`));
    });
    child.send(request);
  });
}

/**
 * The first start of an embedded shop (`npm start`, `serve --seed-if-empty`): an empty catalogue gets the demo
 * catalogue (DEMO_PRODUCTS per index, default 500) and the developers' demo coupon. One function, so the storefront
 * server and the API server seed the same shop. The work runs in a child process, so the image generation's native
 * memory does not stay in the serving process (in process only when no compiled child script exists).
 */
export async function seedDemoShopIfEmpty(
  config: ApiConfig,
  db: SqlDatabase,
  catalog: CatalogRepository,
): Promise<{ documents: number; pid: number } | undefined> {
  if (!(await isCatalogEmpty(config, catalog))) return undefined;
  const products = Number(process.env.DEMO_PRODUCTS ?? 500);
  logger.info(`The catalogue is empty: seeding the demo catalogue (${products} products per index) ...`);
  const child = await seedInChild(config, products);
  if (child) {
    logger.info(
      `Seeded ${child.documents} documents (and wrote ${child.images} images) in ${((child.ms ?? 0) / 1000).toFixed(1)} s`,
    );
    return { documents: child.documents ?? 0, pid: child.pid ?? 0 };
  }
  const report = await seedDemoCatalog(config, catalog, { products });
  await seedDemoCoupon(db);
  const total = [...report.counts.values()].reduce((a, b) => a + b, 0);
  logger.info(`Seeded ${total} documents (and wrote ${report.images} images) in ${(report.ms / 1000).toFixed(1)} s`);
  return { documents: total, pid: process.pid };
}
