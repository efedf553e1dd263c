import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import {
  type ApiConfig,
  CatalogSearch,
  defaultApiConfig,
  importCatalogFiles,
  openCatalogRepository,
  openSqlDatabase,
  SqlCatalogRepository,
} from '@storefront/api';
import { generateDemoCatalog } from '@storefront/demo-data';

/** Writes the generated demo catalogue of `products` products as an importer dump (ndjson); answers the documents. */
export async function writeCatalogueDump(file: string, products: number): Promise<number> {
  const out = createWriteStream(file);
  let documents = 0;
  for (const doc of generateDemoCatalog({ products })) {
    const line = JSON.stringify({ _index: doc.index, _type: doc.entity, _id: doc.id, _source: doc.source });
    if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    documents++;
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return documents;
}

/**
 * A generated catalogue of `products` products imported into the database of `dir` (DATABASE_URL's PostgreSQL when
 * set, else SQLite in `dir`), as `npm run import --replace` would: the config, the documents and the import's time.
 */
export async function importGeneratedCatalogue(
  dir: string,
  products: number,
): Promise<{ config: ApiConfig; documents: number; importMs: number }> {
  const dump = join(dir, 'catalog.ndjson');
  const documents = await writeCatalogueDump(dump, products);
  const config = defaultApiConfig(dir);
  config.databaseUrl = process.env.DATABASE_URL;
  const db = await openSqlDatabase(config);
  const importStarted = performance.now();
  await importCatalogFiles(new SqlCatalogRepository(db), [dump], {
    defaultIndex: config.catalog.defaultIndex,
    allowedIndices: config.catalog.indices,
    replace: true,
  });
  const importMs = performance.now() - importStarted;
  await db.close();
  return { config, documents, importMs };
}

/**
 * The in-memory catalogue engine over the database `importGeneratedCatalogue` filled in `dir`, warmed for the default
 * index, with the ids of the level 2 and 3 categories (index order) that the listing queries draw from.
 */
export async function openWarmCatalogueSearch(dir: string): Promise<{
  search: CatalogSearch;
  index: string;
  categories: number[];
  close: () => Promise<void>;
}> {
  const config = defaultApiConfig(dir);
  config.databaseUrl = process.env.DATABASE_URL;
  const db = await openSqlDatabase(config);
  const catalog = await openCatalogRepository(db, config);
  const close = async () => {
    await catalog.close();
    await db.close();
  };
  const search = new CatalogSearch(catalog, { defaultSize: 10, maxResultWindow: 10_000 });
  const index = config.catalog.defaultIndex;
  try {
    await search.registry.warm(index, ['product', 'category']);
    const categories = (
      await search.search({ index, entity: 'category', body: { query: { terms: { level: [2, 3] } } }, size: 200 })
    ).hits.hits.map((hit) => (hit._source as { id: number }).id);
    return { search, index, categories, close };
  } catch (error) {
    await close();
    throw error;
  }
}
