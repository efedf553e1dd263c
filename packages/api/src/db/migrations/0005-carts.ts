import type { Migration } from '../migrations.js';

/**
 * Server carts (issue 9) and the widened coupons table.
 *
 * Carts: the numeric `id` is the customer cart id of the wire; a guest cart is known only by its unguessable
 * `masked_id` (32 lowercase hex). One active cart per customer (partial unique index), so two devices of one
 * customer share it. A merged guest cart keeps `merged_into` and answers 404; the customer cart keeps the merge keys
 * it applied, so a repeated merge changes nothing.
 *
 * Coupons: migration 3 allowed only the newsletter's percent codes. SQLite cannot drop a CHECK, so the table is
 * rebuilt. `newsletter_subscribers` references it and DROP TABLE of a referenced parent fails its foreign key even
 * with deferred checks, so the child is rebuilt alongside: both new tables are written, the old ones dropped (child
 * first), then renamed (renaming rewrites the child's reference to the new parent's final name).
 */
export const CARTS_MIGRATION: Migration = {
  version: 5,
  name: 'carts, cart items, coupons with types and limits',
  sql: `
    CREATE TABLE carts (
      id INTEGER PRIMARY KEY,
      masked_id TEXT UNIQUE CHECK (masked_id IS NULL OR (length(masked_id) = 32 AND masked_id NOT GLOB '*[^0-9a-f]*')),
      customer_id INTEGER,
      store_code TEXT NOT NULL DEFAULT '',
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      coupon_code TEXT,
      shipping_carrier_code TEXT,
      shipping_method_code TEXT,
      payment_method TEXT,
      shipping_address TEXT,
      billing_address TEXT,
      merged_into INTEGER REFERENCES carts (id),
      merge_keys TEXT NOT NULL DEFAULT '[]',
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK ((customer_id IS NULL) <> (masked_id IS NULL))
    );
    CREATE UNIQUE INDEX carts_one_active_per_customer ON carts (customer_id)
      WHERE customer_id IS NOT NULL AND is_active = 1;

    CREATE TABLE cart_items (
      item_id INTEGER PRIMARY KEY,
      cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
      sku TEXT NOT NULL,
      parent_sku TEXT,
      name TEXT NOT NULL,
      qty INTEGER NOT NULL CHECK (qty > 0),
      price REAL NOT NULL CHECK (price >= 0),
      product_type TEXT NOT NULL,
      product_option TEXT,
      -- JSON [{label, value}] naming the chosen options, written when the line is added (totals' items[].options).
      option_labels TEXT,
      book_from TEXT,
      book_to TEXT,
      is_monthly INTEGER NOT NULL DEFAULT 0 CHECK (is_monthly IN (0, 1)),
      spot_sku TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX cart_items_by_cart ON cart_items (cart_id, item_id);

    CREATE TABLE coupons_v5 (
      code TEXT PRIMARY KEY COLLATE NOCASE,
      type TEXT NOT NULL CHECK (type IN ('percent', 'fixed')),
      amount REAL NOT NULL CHECK (amount > 0 AND (type <> 'percent' OR amount <= 100)),
      kind TEXT NOT NULL CHECK (kind IN ('newsletter', 'promo')),
      email TEXT,
      valid_from TEXT,
      valid_to TEXT,
      usage_limit INTEGER CHECK (usage_limit IS NULL OR usage_limit > 0),
      per_customer_limit INTEGER CHECK (per_customer_limit IS NULL OR per_customer_limit > 0),
      times_used INTEGER NOT NULL DEFAULT 0 CHECK (times_used >= 0),
      created_at TEXT NOT NULL,
      redeemed_at TEXT
    );
    INSERT INTO coupons_v5 (code, type, amount, kind, email, created_at, redeemed_at)
      SELECT code, 'percent', discount_percent, kind, email, created_at, redeemed_at FROM coupons;

    CREATE TABLE newsletter_subscribers_v5 (
      email TEXT PRIMARY KEY CHECK (email = lower(email)),
      status TEXT NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
      coupon_code TEXT NOT NULL UNIQUE REFERENCES coupons_v5 (code),
      subscribed_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      coupon_mail_claimed_at TEXT,
      coupon_mailed_at TEXT
    );
    INSERT INTO newsletter_subscribers_v5 SELECT email, status, coupon_code, subscribed_at, updated_at,
      coupon_mail_claimed_at, coupon_mailed_at FROM newsletter_subscribers;
    DROP TABLE newsletter_subscribers;
    DROP TABLE coupons;
    ALTER TABLE coupons_v5 RENAME TO coupons;
    ALTER TABLE newsletter_subscribers_v5 RENAME TO newsletter_subscribers;

    -- Who used which coupon on which order: the per-customer limit counts these rows.
    CREATE TABLE coupon_redemptions (
      code TEXT NOT NULL REFERENCES coupons (code),
      customer TEXT NOT NULL,
      order_id TEXT NOT NULL,
      redeemed_at TEXT NOT NULL,
      PRIMARY KEY (code, order_id)
    );
    CREATE INDEX coupon_redemptions_by_customer ON coupon_redemptions (code, customer);
  `,
};
