import { type Migration, sameInBothDialects } from './migration.js';

/**
 * Order webhooks (docs/api.md#order-webhooks), a durable outbox in two steps.
 *
 * `webhook_events`: one row per event (order.placed, order.canceled, order.refunded, booking.canceled,
 * booking.refunded), written in the same transaction as the change it reports, so an event exists exactly when its
 * change committed. `event_key` is unique: a retried write adds no second event. `fanned_out_at` is set once the
 * sender has made its deliveries.
 *
 * `webhook_deliveries`: one row per event and configured URL, sent at least once: `state` 'pending' until the
 * receiver answers 2xx ('delivered') or the attempts run out ('failed'); `next_at` is the next try (exponential
 * back-off); `lease_owner`/`lease_until` are the sending process's claim, so two processes never send the same
 * delivery at the same time and a process that died is replaced once its lease ends. The back-office resends a
 * delivery by making it pending again.
 */
export const WEBHOOKS_MIGRATION: Migration = sameInBothDialects({
  version: 21,
  name: 'order webhooks',
  sqlite: `
    CREATE TABLE webhook_events (
      id INTEGER PRIMARY KEY,
      event_key TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      fanned_out_at INTEGER
    );
    CREATE INDEX webhook_events_to_fan_out ON webhook_events (fanned_out_at, id);

    CREATE TABLE webhook_deliveries (
      id INTEGER PRIMARY KEY,
      event_id INTEGER NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
      url TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_at INTEGER NOT NULL,
      lease_owner TEXT,
      lease_until INTEGER,
      last_status INTEGER,
      last_error TEXT,
      delivered_at INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      UNIQUE (event_id, url)
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_at);
  `,
});
