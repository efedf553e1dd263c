import type { WebhookEventType } from '@storefront/core';
import { sql, type SqlExecutor } from '../db/sql.js';

export interface WebhookEvent {
  type: WebhookEventType;
  /**
   * What makes the event one: `order.placed:<order_id>`, `booking.canceled:<booking id>`... A second write of the same
   * event (a retried request) adds nothing, and receivers get it as the idempotency key.
   */
  key: string;
  data: Record<string, unknown>;
}

/**
 * Records an order webhook's event in the outbox. Call it with the transaction of the change it reports: the event
 * exists exactly when the change committed (docs/api.md#order-webhooks). The sender makes and sends its deliveries.
 */
export async function recordWebhookEvent(tx: SqlExecutor, event: WebhookEvent, now: number): Promise<void> {
  const payload = JSON.stringify({
    id: event.key,
    type: event.type,
    created_at: new Date(now).toISOString(),
    data: event.data,
  });
  await tx.run(
    sql`INSERT INTO webhook_events (event_key, type, payload, created_at)
        VALUES (${event.key}, ${event.type}, ${payload}, ${now})
        ON CONFLICT (event_key) DO NOTHING`,
  );
}
