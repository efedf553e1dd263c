import type { Migration } from '../migrations.js';

/**
 * The payment provider's orders (issue 10).
 *
 * `payment_orders` is our own record of every provider order we created: for which order (`order_id`, the
 * placement's idempotency key) and for how much. `execute` compares the provider's capture with it, and the payment
 * check lets an order be placed only with a COMPLETED record of that order_id and exactly its total. A capture id is
 * unique, so one capture can never be recorded twice. Amounts are the provider's decimal strings ('12.30').
 *
 * `fake_provider_orders` is the state of the local fake provider (demo and tests), in the database so that every
 * process of the shop sees the same approvals. `outcome` is what the approval page chose for the capture.
 */
export const PAYMENT_ORDERS_MIGRATION: Migration = {
  version: 8,
  name: 'payment provider orders',
  sql: `
    CREATE TABLE payment_orders (
      provider_order_id TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      order_id TEXT NOT NULL,
      cart_id TEXT NOT NULL DEFAULT '',
      request_id TEXT NOT NULL,
      amount TEXT NOT NULL,
      currency TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('CREATED', 'COMPLETED')),
      capture_id TEXT UNIQUE,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      CHECK ((status = 'COMPLETED') = (capture_id IS NOT NULL))
    );
    CREATE INDEX payment_orders_by_order ON payment_orders (order_id);
    CREATE TABLE fake_provider_orders (
      id TEXT PRIMARY KEY,
      request_id TEXT NOT NULL UNIQUE,
      amount TEXT NOT NULL,
      currency TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('CREATED', 'APPROVED', 'COMPLETED')),
      outcome TEXT CHECK (outcome IS NULL OR outcome IN ('approve', 'decline', 'hang')),
      capture_id TEXT UNIQUE,
      capture_request_id TEXT,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
  `,
};
