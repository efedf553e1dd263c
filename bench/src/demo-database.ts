import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultApiConfig, importCatalogFiles, openDatabase, SqliteCatalogRepository } from '@storefront/api';
import { generateDemoCatalog } from '@storefront/demo-data';

/**
 * Imports a demo catalogue of `products` products into the API database of `dataDir` (as `npm run import` would), so
 * an API process started on that directory serves it. For the small catalogues of the cart and order benches.
 */
async function importDemoCatalogue(dataDir: string, products: number): Promise<void> {
  const dump = join(dataDir, 'catalog.ndjson');
  const docs = [...generateDemoCatalog({ products })].map((doc) =>
    JSON.stringify({ _index: doc.index, _type: doc.entity, _id: doc.id, _source: doc.source }),
  );
  writeFileSync(dump, `${docs.join('\n')}\n`);
  const config = defaultApiConfig(dataDir);
  const db = openDatabase(config.databaseFile);
  try {
    await importCatalogFiles(new SqliteCatalogRepository(db), [dump], {
      defaultIndex: config.catalog.defaultIndex,
      allowedIndices: config.catalog.indices,
    });
  } finally {
    db.close();
  }
}

/** What the benches that start the API over a demo catalogue are given. */
export interface DemoApiBenchOptions {
  /** The built API server's script. */
  serveScript: string;
  /** How many products the demo catalogue has. */
  products?: number;
}

/** Runs `bench` on a new data directory holding a demo catalogue of `products` products, removed afterwards. */
export async function withDemoCatalogue<T>(
  name: string,
  products: number,
  bench: (dataDir: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  try {
    await importDemoCatalogue(dir, products);
    return await bench(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
