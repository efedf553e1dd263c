import { type Migration, sameInBothDialects } from './migration.js';

/**
 * The search index is built by reading one index's documents in `seq` order, a page at a time (`scan` in
 * sql-catalog-repository.ts). Without an index on that order, each page was found through the unique key
 * `(index_name, entity, doc_id)` and then sorted whole: every page cost a sort of all the rows after it, so reading
 * 100 000 products grew with the square of the catalogue. With this index a page is a range read.
 */
export const CATALOG_SCAN_ORDER_MIGRATION: Migration = sameInBothDialects({
  version: 18,
  name: 'catalog scan order',
  sqlite: `
    CREATE INDEX catalog_documents_scan ON catalog_documents (index_name, entity, seq);
  `,
});
