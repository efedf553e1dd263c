import { sql, type Sql, type SqlExecutor } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { recordAudit, type AdminActor } from '../admin/audit.js';

interface DeliveryRow {
  id: number;
  url: string;
  state: string;
  attempts: number;
  next_at: number;
  last_status: number | null;
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
  event_key: string;
  type: string;
  payload: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const deliveryView = (row: DeliveryRow) => ({
  id: Number(row.id),
  event: row.type,
  eventKey: row.event_key,
  url: row.url,
  state: row.state,
  attempts: Number(row.attempts),
  nextAt: row.state === 'pending' ? iso(row.next_at) : null,
  lastStatus: row.last_status === null ? null : Number(row.last_status),
  lastError: row.last_error,
  deliveredAt: iso(row.delivered_at),
  createdAt: iso(row.created_at),
  payload: JSON.parse(row.payload) as unknown,
});
export type WebhookDeliveryView = ReturnType<typeof deliveryView>;

const SELECT = sql`SELECT d.id, d.url, d.state, d.attempts, d.next_at, d.last_status, d.last_error, d.delivered_at,
                          d.created_at, e.event_key, e.type, e.payload
                   FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id`;

/** `GET /api/admin/webhooks/deliveries`: newest first, by state and event. */
export async function listWebhookDeliveries(
  db: SqlExecutor,
  filter: { state?: string | undefined; event?: string | undefined },
  page: { page: number; pageSize: number },
) {
  let where: Sql = sql`1 = 1`;
  if (filter.state) where = sql`${where} AND d.state = ${filter.state}`;
  if (filter.event) where = sql`${where} AND e.type = ${filter.event}`;
  const total = await db.get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE ${where}`,
  );
  const rows = await db.all<DeliveryRow>(
    sql`${SELECT} WHERE ${where} ORDER BY d.id DESC LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
  );
  return { total: Number(total?.n ?? 0), items: rows.map(deliveryView) };
}

/**
 * `POST /api/admin/webhooks/deliveries/{id}/resend`: the delivery is due again now with a fresh series of attempts,
 * whatever its state (a receiver that lost a delivered one asks for it again). A send under way keeps its lease; the
 * delivery goes again after it. The same event key travels, so the receiver can tell a repeat.
 */
export async function resendWebhookDelivery(db: SqlExecutor, id: string, actor: AdminActor, now: number) {
  if (!/^\d{1,15}$/.test(id)) throw new ApiError(404, `No webhook delivery ${id}`);
  return db.transaction(async (tx) => {
    const row = await tx.get<DeliveryRow>(sql`${SELECT} WHERE d.id = ${Number(id)}`);
    if (!row) throw new ApiError(404, `No webhook delivery ${id}`);
    await tx.run(
      sql`UPDATE webhook_deliveries SET state = 'pending', attempts = 0, next_at = ${now}, updated_at = ${now}
          WHERE id = ${Number(id)}`,
    );
    await recordAudit(
      tx,
      actor,
      {
        action: 'webhook.resend',
        targetType: 'webhook-delivery',
        targetId: Number(id),
        before: { state: row.state, attempts: Number(row.attempts) },
        after: { state: 'pending', attempts: 0 },
      },
      now,
    );
    return deliveryView((await tx.get<DeliveryRow>(sql`${SELECT} WHERE d.id = ${Number(id)}`))!);
  });
}
