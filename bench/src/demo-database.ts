import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultApiConfig, importCatalogFiles, openDatabase, SqliteCatalogRepository } from '@storefront/api';
import { generateDemoCatalog } from '@storefront/demo-data';

/**
 * Imports a demo catalogue of `products` products into the API database of `dataDir` (as `npm run import` would), so
 * an API process started on that directory serves it. For the small catalogues of the cart and order benches.
 */
export async function importDemoCatalogue(dataDir: string, products: number): Promise<void> {
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
