import { type Migration, sameInBothDialects } from './migration.js';

/**
 * Which documents each catalogue version changed, written in the same transaction as the version bump
 * (`SqlCatalogRepository`), so a storefront process that sees a product version move can drop only the cached pages
 * of the products and categories it touched (docs/adr/0015). `ids` and `category_ids` are JSON arrays of document
 * ids; NULL `ids` means "too many or unknown: everything" (a replace-all, a huge import). Only the latest versions are
 * kept; a reader that finds a gap treats it like NULL.
 */
export const CATALOG_CHANGES_MIGRATION: Migration = sameInBothDialects({
  version: 13,
  name: 'catalog changes',
  sqlite: `
    CREATE TABLE catalog_changes (
      index_name TEXT NOT NULL,
      entity TEXT NOT NULL,
      version INTEGER NOT NULL,
      ids TEXT,
      category_ids TEXT,
      changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (index_name, entity, version)
    );
  `,
});
