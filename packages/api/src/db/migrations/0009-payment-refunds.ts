import type { Migration } from './migration.js';

/**
 * Refunds of the payment provider's captures (see docs/behaviour.md#checkout-and-orders): a capture whose order was then refused for good (stock gone,
 * spot taken, total changed) is given back, so a shopper is never charged for an order that was not placed.
 *
 * `payment_orders` gains the states REFUNDING (we decided to refund and asked the provider; a retry asks again with
 * the same request id) and REFUNDED (the provider confirmed, `refund_id`); a capture in either state never pays an
 * order. SQLite cannot change a CHECK in place, so the table is rebuilt with its rows. `fake_provider_orders` records
 * the fake provider's refund of its capture (the order itself stays COMPLETED, as PayPal's does).
 */
export const PAYMENT_REFUNDS_MIGRATION: Migration = {
  version: 9,
  name: 'payment refunds',
  sqlite: `
    CREATE TABLE payment_orders_next (
      provider_order_id TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      order_id TEXT NOT NULL,
      cart_id TEXT NOT NULL DEFAULT '',
      request_id TEXT NOT NULL,
      amount TEXT NOT NULL,
      currency TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('CREATED', 'COMPLETED', 'REFUNDING', 'REFUNDED')),
      capture_id TEXT UNIQUE,
      refund_id TEXT,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      CHECK ((status = 'CREATED') = (capture_id IS NULL)),
      CHECK ((status = 'REFUNDED') = (refund_id IS NOT NULL))
    );
    INSERT INTO payment_orders_next
      (provider_order_id, provider, order_id, cart_id, request_id, amount, currency, status, capture_id,
       created_at, updated_at)
      SELECT provider_order_id, provider, order_id, cart_id, request_id, amount, currency, status, capture_id,
             created_at, updated_at
      FROM payment_orders ORDER BY rowid;
    DROP TABLE payment_orders;
    ALTER TABLE payment_orders_next RENAME TO payment_orders;
    CREATE INDEX payment_orders_by_order ON payment_orders (order_id);
    ALTER TABLE fake_provider_orders ADD COLUMN refund_id TEXT;
    ALTER TABLE fake_provider_orders ADD COLUMN refund_request_id TEXT;
  `,
  postgres: `
    ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_status_check;
    ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_capture_check;
    ALTER TABLE payment_orders ADD COLUMN refund_id TEXT;
    ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check
      CHECK (status IN ('CREATED', 'COMPLETED', 'REFUNDING', 'REFUNDED'));
    ALTER TABLE payment_orders ADD CHECK ((status = 'CREATED') = (capture_id IS NULL));
    ALTER TABLE payment_orders ADD CHECK ((status = 'REFUNDED') = (refund_id IS NOT NULL));
    ALTER TABLE fake_provider_orders ADD COLUMN refund_id TEXT;
    ALTER TABLE fake_provider_orders ADD COLUMN refund_request_id TEXT;
  `,
};
