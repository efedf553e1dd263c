import { type Migration, sameInBothDialects } from './migration.js';

/**
 * Places of a spot blocked by the back-office (maintenance, an event): `spot_blocks` keeps who blocked how many places
 * of which spot, when and why. Each live block also owns one row of `spot_holds` (`hold_id`) shaped like a booking:
 * `order_id` 'block:<id>' (never an order's id, which is a number), `cart_id` 0 (no cart has it) and `item_id` the
 * block's id, no expiry and no buffer. So everything that counts places (availability, cart holds, order placement,
 * booking extensions, and the database's own capacity guard of migration 15 on both dialects) counts a block with no
 * change of its own, in the same transaction and under the same spot lock
 * (docs/adr/0036-spot-blocks-catalogue-edits-and-order-webhooks.md). Removing a block deletes its hold row and keeps
 * the block with `removed_at`, for the record.
 */
export const SPOT_BLOCKS_MIGRATION: Migration = sameInBothDialects({
  version: 20,
  name: 'spot blocks',
  sqlite: `
    CREATE TABLE spot_blocks (
      id INTEGER PRIMARY KEY,
      spot_sku TEXT NOT NULL,
      from_ms INTEGER NOT NULL,
      to_ms INTEGER NOT NULL CHECK (to_ms > from_ms),
      places INTEGER NOT NULL CHECK (places >= 1),
      reason TEXT NOT NULL,
      hold_id INTEGER,
      admin_user_id INTEGER,
      created_at INTEGER NOT NULL,
      removed_at INTEGER
    );
    CREATE INDEX spot_blocks_of_spot ON spot_blocks (spot_sku, from_ms);
  `,
});
