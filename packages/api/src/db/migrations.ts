import type { Database } from 'better-sqlite3';
import { type Migration, sameInBothDialects } from './migrations/migration.js';
import { accountsMigration } from './migrations/0002-accounts.js';
import { mailAndNewsletterMigration } from './migrations/0003-mail-and-newsletter.js';
import { WISHLISTS_MIGRATION } from './migrations/0004-wishlists.js';
import { CARTS_MIGRATION } from './migrations/0005-carts.js';
import { SPOT_BOOKINGS_MIGRATION } from './migrations/0006-spot-bookings.js';
import { ORDERS_MIGRATION } from './migrations/0007-orders.js';
import { PAYMENT_ORDERS_MIGRATION } from './migrations/0008-payment-orders.js';
import { PAYMENT_REFUNDS_MIGRATION } from './migrations/0009-payment-refunds.js';
import { SPOT_CAPACITY_GUARD_MIGRATION } from './migrations/0010-spot-capacity-guard.js';
import { WISHLIST_ORDER_MIGRATION } from './migrations/0012-wishlist-order.js';
import { CATALOG_CHANGES_MIGRATION } from './migrations/0013-catalog-changes.js';
import { SPOT_HOLD_OWNERS_MIGRATION } from './migrations/0014-spot-hold-owners.js';
import { SPOT_BUFFERS_MIGRATION } from './migrations/0015-spot-buffers.js';
import { BOOKINGS_MIGRATION } from './migrations/0016-bookings.js';
import { CATALOG_SCAN_ORDER_MIGRATION } from './migrations/0018-catalog-scan-order.js';
import { BACK_OFFICE_MIGRATION } from './migrations/0019-back-office.js';
import { SPOT_BLOCKS_MIGRATION } from './migrations/0020-spot-blocks.js';
import { WEBHOOKS_MIGRATION } from './migrations/0021-webhooks.js';

/**
 * Versioned schema. A migration is never edited once released; a change is a new entry. The PostgreSQL text
 * keeps the SQLite schema's tables, columns, nullability and keys (checked by `migrate-sql-database.test.ts`): INTEGER
 * becomes BIGINT (a rowid key a BIGINT identity), REAL DOUBLE PRECISION, a NOCASE column CITEXT, and SQLite's table
 * rebuilds plain ALTERs. Tables for users, carts,
 * orders, reviews and newsletter arrive with the issues that need them.
 */
export const MIGRATIONS: readonly Migration[] = [
  sameInBothDialects({
    version: 1,
    name: 'catalog documents',
    sqlite: `
      CREATE TABLE catalog_documents (
        seq INTEGER PRIMARY KEY,
        index_name TEXT NOT NULL,
        entity TEXT NOT NULL,
        doc_id TEXT NOT NULL,
        source TEXT NOT NULL,
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        UNIQUE (index_name, entity, doc_id)
      );
      CREATE TABLE catalog_versions (
        index_name TEXT NOT NULL,
        entity TEXT NOT NULL,
        version INTEGER NOT NULL,
        PRIMARY KEY (index_name, entity)
      );
    `,
  }),
  accountsMigration,
  mailAndNewsletterMigration,
  WISHLISTS_MIGRATION,
  CARTS_MIGRATION,
  SPOT_BOOKINGS_MIGRATION,
  ORDERS_MIGRATION,
  PAYMENT_ORDERS_MIGRATION,
  PAYMENT_REFUNDS_MIGRATION,
  SPOT_CAPACITY_GUARD_MIGRATION,
  WISHLIST_ORDER_MIGRATION,
  CATALOG_CHANGES_MIGRATION,
  SPOT_HOLD_OWNERS_MIGRATION,
  SPOT_BUFFERS_MIGRATION,
  BOOKINGS_MIGRATION,
  CATALOG_SCAN_ORDER_MIGRATION,
  BACK_OFFICE_MIGRATION,
  SPOT_BLOCKS_MIGRATION,
  WEBHOOKS_MIGRATION,
];

export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sqlite);
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(migration.version, migration.name);
    })();
    ran.push(migration.version);
  }
  return ran;
}
