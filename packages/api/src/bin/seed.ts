import { loadApiConfig } from '../config.js';
import { databaseLabel } from '../db/database-label.js';
import { openSqlDatabase } from '../db/open-sql-database.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { seedDemoCoupon } from '../cart/demo-coupon.js';
import { seedDemoCatalog } from '../seed/seed-demo-catalog.js';

const USAGE = `Usage: npm run seed -- [--products N] [--default-index-only]

Replaces the catalogue with the generated demo catalogue (deterministic, no network), in one transaction.
  --products N           sellable products per index (default 500; 100000 works, for benchmarks)
  --default-index-only   fill only the default index, not the store-view indexes
`;

/** `npm run seed -- --products N`: (re)generate the demo catalogue at any size. */
async function main(argv: string[]): Promise<number> {
  let products = 500;
  let defaultOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--products') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) {
        console.error(`--products needs a whole number of at least 1\n\n${USAGE}`);
        return 2;
      }
      products = value;
    } else if (arg === '--default-index-only') defaultOnly = true;
    else if (arg === '-h' || arg === '--help') {
      console.log(USAGE);
      return 0;
    } else {
      console.error(`Unknown argument ${arg}\n\n${USAGE}`);
      return 2;
    }
  }
  const config = loadApiConfig();
  const db = await openSqlDatabase(config);
  console.log(`Database: ${databaseLabel(config)}`);
  try {
    const indices = defaultOnly ? [config.catalog.defaultIndex] : config.catalog.indices;
    const report = await seedDemoCatalog(config, new SqlCatalogRepository(db), { products, indices, replace: true });
    await seedDemoCoupon(db);
    for (const [key, count] of [...report.counts].sort()) console.log(`  ${key}: ${count}`);
    console.log(
      `Seeded ${products} products per index (wrote ${report.images} new images) in ${(report.ms / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
