import { type Migration, sameInBothDialects } from './migration.js';

/**
 * Places taken from parking spots. A row is a hold while `order_id` is NULL (it counts until `expires_at`) and a
 * booking once an order confirms it (`expires_at` NULL, counts for good). One row per cart line, so renewing or
 * re-pricing a line rewrites its hold instead of adding one. `places` is the spot's capacity when the hold was taken,
 * so an expired hold can be re-taken (renewal, order) without the catalogue. Instants are epoch milliseconds (UTC), so overlap is a
 * plain integer comparison; no foreign key to the carts table, so this migration does not depend on migration 5.
 */
export const SPOT_BOOKINGS_MIGRATION: Migration = sameInBothDialects({
  version: 6,
  name: 'spot holds and bookings',
  sqlite: `
    CREATE TABLE spot_holds (
      id INTEGER PRIMARY KEY,
      spot_sku TEXT NOT NULL,
      cart_id INTEGER NOT NULL,
      item_id INTEGER NOT NULL,
      qty INTEGER NOT NULL CHECK (qty >= 1),
      places INTEGER NOT NULL CHECK (places >= 1),
      from_ms INTEGER NOT NULL,
      to_ms INTEGER NOT NULL CHECK (to_ms > from_ms),
      expires_at INTEGER,
      order_id TEXT,
      created_at INTEGER NOT NULL,
      CHECK ((order_id IS NULL) <> (expires_at IS NULL)),
      UNIQUE (cart_id, item_id)
    );
    CREATE INDEX spot_holds_period ON spot_holds (spot_sku, from_ms, to_ms);
  `,
});
