import { type Migration, sameInBothDialects } from './migration.js';

/**
 * The logged-in shopper's wishlist (our extension: VSF1 kept it in one browser only). One row per sku, so concurrent
 * merges cannot duplicate an item; no foreign key to the accounts table, so this migration does not depend on the
 * order in which the account migration lands.
 */
export const WISHLISTS_MIGRATION: Migration = sameInBothDialects({
  version: 4,
  name: 'wishlists',
  sqlite: `
    CREATE TABLE wishlist_items (
      customer_id INTEGER NOT NULL,
      sku TEXT NOT NULL,
      qty INTEGER NOT NULL DEFAULT 1 CHECK (qty BETWEEN 1 AND 999),
      added_at TEXT NOT NULL,
      PRIMARY KEY (customer_id, sku)
    );
  `,
});
