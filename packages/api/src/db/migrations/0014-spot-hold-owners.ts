import { type Migration, sameInBothDialects } from './migration.js';

/**
 * Who holds a place and for how long at most (docs/security.md, "Parking holds, carts and orders"). `client` is the
 * address of the client that took an open hold, so the places and place-days one client holds across its carts can be
 * counted and capped; it is cleared when an order books the hold. `life_ends_at` is the instant (epoch ms) after which
 * the hold is no longer renewed, however busy its cart: a hold is a short reservation for a shopper about to pay.
 * Rows from before this migration have neither; they count for their cart only and live `created_at` + the life.
 */
export const SPOT_HOLD_OWNERS_MIGRATION: Migration = sameInBothDialects({
  version: 14,
  name: 'spot hold owners',
  sqlite: `
    ALTER TABLE spot_holds ADD COLUMN client TEXT;
    ALTER TABLE spot_holds ADD COLUMN life_ends_at INTEGER;
    CREATE INDEX spot_holds_client ON spot_holds (client, expires_at);
  `,
});
