import { type Migration, sameInBothDialects } from './migration.js';

/**
 * Placed orders (see docs/behaviour.md#checkout-and-orders). `order_id` is the client's idempotency key: a row exists from the moment a placement
 * claims the key (`state` 'running', with a lease so a process that died mid-placement can be taken over) and turns
 * 'placed' in the one transaction that writes the lines, books the spots and deactivates the cart; a refused
 * placement deletes its claim. `fingerprint` (SHA-256 of the body's canonical JSON) tells a retry from another order
 * under the same key; `reply` is the first answer, given again to every retry. `payment_reference` (a provider's
 * capture) is unique, so one payment pays for one order. Amounts are the server's, never the body's.
 */
export const ORDERS_MIGRATION: Migration = sameInBothDialects({
  version: 7,
  name: 'orders and order items',
  sqlite: `
    CREATE TABLE orders (
      entity_id INTEGER PRIMARY KEY,
      order_id TEXT NOT NULL UNIQUE,
      fingerprint TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('running', 'placed')),
      claim_token TEXT,
      lease_expires_at INTEGER,
      customer_id INTEGER,
      email TEXT,
      store_code TEXT NOT NULL DEFAULT '',
      cart_id INTEGER,
      status TEXT NOT NULL DEFAULT 'pending',
      currency TEXT,
      subtotal REAL,
      subtotal_incl_tax REAL,
      shipping REAL,
      shipping_incl_tax REAL,
      discount REAL,
      tax REAL,
      grand_total REAL,
      coupon_code TEXT,
      shipping_address TEXT,
      billing_address TEXT,
      shipping_carrier_code TEXT,
      shipping_method_code TEXT,
      payment_method TEXT,
      payment_reference TEXT UNIQUE,
      listing_details TEXT,
      reply TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK (state = 'running' OR reply IS NOT NULL)
    );
    CREATE INDEX orders_of_customer ON orders (customer_id, entity_id) WHERE state = 'placed';

    CREATE TABLE order_items (
      id INTEGER PRIMARY KEY,
      entity_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
      sku TEXT NOT NULL,
      parent_sku TEXT,
      name TEXT NOT NULL,
      qty INTEGER NOT NULL CHECK (qty > 0),
      price REAL NOT NULL,
      price_incl_tax REAL NOT NULL,
      row_total REAL NOT NULL,
      row_total_incl_tax REAL NOT NULL,
      tax_amount REAL NOT NULL,
      discount_amount REAL NOT NULL,
      product_type TEXT NOT NULL,
      product_option TEXT,
      option_labels TEXT,
      book_from TEXT,
      book_to TEXT,
      is_monthly INTEGER NOT NULL DEFAULT 0 CHECK (is_monthly IN (0, 1))
    );
    CREATE INDEX order_items_of_order ON order_items (entity_id, id);
  `,
});
