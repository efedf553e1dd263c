import type { WebhookEventType } from '@storefront/core';
import { sql, type SqlExecutor } from '../db/sql.js';

export interface WebhookEvent {
  type: WebhookEventType;
  /**
   * The order id or booking id the event is about. With the type it makes the event one, its key
   * (`order.placed:<order_id>`, `booking.canceled:<booking id>`...): a second write of the same event (a retried
   * request) adds nothing, and receivers get the key as the idempotency key.
   */
  subject: string | number;
  data: Record<string, unknown>;
}

/**
 * Records an order webhook's event in the outbox. Call it with the transaction of the change it reports: the event
 * exists exactly when the change committed (docs/api.md#order-webhooks). The sender makes and sends its deliveries.
 */
export async function recordWebhookEvent(tx: SqlExecutor, event: WebhookEvent, now: number): Promise<void> {
  const key = `${event.type}:${event.subject}`;
  const payload = JSON.stringify({
    id: key,
    type: event.type,
    created_at: new Date(now).toISOString(),
    data: event.data,
  });
  await tx.run(
    sql`INSERT INTO webhook_events (event_key, type, payload, created_at)
        VALUES (${key}, ${event.type}, ${payload}, ${now})
        ON CONFLICT (event_key) DO NOTHING`,
  );
}
