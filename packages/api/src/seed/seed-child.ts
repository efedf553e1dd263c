import type { ApiConfig } from '../config.js';
import { seedDemoCoupon } from '../cart/demo-coupon.js';
import { openSqlDatabase } from '../db/open-sql-database.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { seedDemoCatalog } from './seed-demo-catalog.js';

/** What the serving process sends: its own configuration (which may not come from the environment alone). */
export interface SeedRequest {
  config: ApiConfig;
  products: number;
}

/** What the child answers once the demo shop is written. */
export interface SeedReply {
  documents?: number;
  images?: number;
  ms?: number;
  /** The seeding process (not the serving one). */
  pid?: number;
  error?: string;
}

/**
 * Seeds the demo shop in a process of its own (docs/adr/0034-large-catalogues.md#seeding-in-a-child-process): the
 * images' native memory (sharp) goes away with it instead of staying in the serving process for good.
 */
process.once('message', (message: SeedRequest) => {
  void (async (): Promise<SeedReply> => {
    const db = await openSqlDatabase(message.config);
    try {
      const report = await seedDemoCatalog(message.config, new SqlCatalogRepository(db), {
        products: message.products,
      });
      await seedDemoCoupon(db);
      const documents = [...report.counts.values()].reduce((a, b) => a + b, 0);
      return { documents, images: report.images, ms: report.ms, pid: process.pid };
    } finally {
      await db.close();
    }
  })()
    .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
    .then((reply) => process.send!(reply, () => process.disconnect()));
});
