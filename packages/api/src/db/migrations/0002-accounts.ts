import { type Migration, sameInBothDialects } from './migration.js';

/**
 * Customers, their addresses, refresh-token families and password-reset tokens (see docs/behaviour.md#accounts-and-session). Tokens are stored only as
 * SHA-256 hashes, passwords only as scrypt strings. Times are epoch milliseconds (INTEGER) so that expiry checks are
 * plain comparisons, except the customer's `created_at`/`updated_at`, which Magento answers as text. Customer and
 * address ids are AUTOINCREMENT: an id is never reused, so a client holding a deleted address's id cannot end up
 * editing a newer address (or a new customer inherit an old one's references).
 */
export const accountsMigration: Migration = sameInBothDialects({
  version: 2,
  name: 'accounts',
  postgresSetup: `
    CREATE EXTENSION IF NOT EXISTS citext;`,
  sqlite: `
    CREATE TABLE customers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL COLLATE NOCASE UNIQUE,
      firstname TEXT NOT NULL,
      lastname TEXT NOT NULL,
      group_id INTEGER NOT NULL DEFAULT 1,
      password_hash TEXT NOT NULL,
      store_id INTEGER NOT NULL DEFAULT 1,
      website_id INTEGER NOT NULL DEFAULT 1,
      created_in TEXT NOT NULL DEFAULT 'Default Store View',
      default_shipping INTEGER,
      default_billing INTEGER,
      disable_auto_group_change INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE customer_addresses (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      firstname TEXT NOT NULL,
      lastname TEXT NOT NULL,
      company TEXT,
      street TEXT NOT NULL,
      city TEXT NOT NULL,
      postcode TEXT NOT NULL,
      country_id TEXT NOT NULL,
      region_code TEXT,
      region TEXT,
      region_id INTEGER NOT NULL DEFAULT 0,
      telephone TEXT,
      vat_id TEXT
    );
    CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);
    CREATE TABLE token_families (
      id TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER,
      reason TEXT
    );
    CREATE INDEX token_families_customer ON token_families (customer_id);
    CREATE TABLE refresh_tokens (
      hash TEXT PRIMARY KEY,
      family_id TEXT NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      parent_hash TEXT,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      rotated_at INTEGER,
      revoked_at INTEGER
    );
    CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
    CREATE TABLE password_reset_tokens (
      hash TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE INDEX password_reset_tokens_customer ON password_reset_tokens (customer_id);
  `,
});
