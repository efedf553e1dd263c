import { sql, type Sql, type SqlDatabase } from '../db/sql.js';

/** Our record of one provider order (migration 8). */
export interface PaymentRecord {
  provider_order_id: string;
  provider: string;
  order_id: string;
  cart_id: string;
  request_id: string;
  amount: string;
  currency: string;
  /** REFUNDING: we asked the provider to give the capture back; REFUNDED: it did (migration 9). */
  status: 'CREATED' | 'COMPLETED' | 'REFUNDING' | 'REFUNDED';
  capture_id: string | null;
  refund_id: string | null;
}

export type NewPaymentRecord = Pick<
  PaymentRecord,
  'provider_order_id' | 'provider' | 'order_id' | 'cart_id' | 'request_id' | 'amount' | 'currency'
>;

const COLUMNS = sql`provider_order_id, provider, order_id, cart_id, request_id, amount, currency, status, capture_id,
  refund_id`;

/**
 * Insertion order, the tie-break of two provider orders created in the same millisecond: SQLite's rowid (kept in
 * order by migration 9's rebuild), PostgreSQL's `seq` identity (migration 8 gave it that column instead).
 */
const insertionOrder = (db: SqlDatabase): Sql => (db.dialect === 'postgres' ? sql`seq` : sql`rowid`);

/** The key the order placement serialises an order_id on (PostgreSQL advisory lock; SQLite's write lock does it). */
const orderLock = (orderId: string) => `order:${orderId}`;

export class PaymentRecords {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number,
  ) {}

  byProviderId(id: string): Promise<PaymentRecord | undefined> {
    return this.db.get<PaymentRecord>(sql`SELECT ${COLUMNS} FROM payment_orders WHERE provider_order_id = ${id}`);
  }

  /** Every provider order created for one of our orders, oldest first. */
  forOrder(orderId: string): Promise<PaymentRecord[]> {
    return this.db.all<PaymentRecord>(
      sql`SELECT ${COLUMNS} FROM payment_orders WHERE order_id = ${orderId}
          ORDER BY created_at, ${insertionOrder(this.db)}`,
    );
  }

  /** Idempotent: a provider order already recorded (a retried create) keeps its first record. */
  async add(record: NewPaymentRecord): Promise<PaymentRecord> {
    const at = this.now();
    await this.db.run(
      sql`INSERT INTO payment_orders
            (provider_order_id, provider, order_id, cart_id, request_id, amount, currency, status, created_at,
             updated_at)
          VALUES (${record.provider_order_id}, ${record.provider}, ${record.order_id}, ${record.cart_id},
                  ${record.request_id}, ${record.amount}, ${record.currency}, 'CREATED', ${at}, ${at})
          ON CONFLICT (provider_order_id) DO NOTHING`,
    );
    return (await this.byProviderId(record.provider_order_id)) as PaymentRecord;
  }

  /** CREATED → COMPLETED; the condition makes a second, concurrent completion change nothing (first capture wins). */
  async completed(providerOrderId: string, captureId: string): Promise<PaymentRecord> {
    await this.db.run(
      sql`UPDATE payment_orders SET status = 'COMPLETED', capture_id = ${captureId}, updated_at = ${this.now()}
          WHERE provider_order_id = ${providerOrderId} AND status = 'CREATED'`,
    );
    return (await this.byProviderId(providerOrderId)) as PaymentRecord;
  }

  /**
   * Decides to refund this order's capture: COMPLETED → REFUNDING, in one transaction that sees the orders table,
   * and only while no placement of the order runs and no order carries the capture (migration 7). A placement claims
   * its order_id before it checks the payment, so a capture is never given back under an order that is being placed
   * with it; an order placed under the same order_id without it (another tab paid on delivery) leaves it unused, so
   * it is given back. Already REFUNDING (a refund that failed before, or one running now) stays so: asked again;
   * already REFUNDED is answered as it is.
   *
   * SQLite's `BEGIN IMMEDIATE` keeps every other writer out meanwhile; PostgreSQL reads committed rows only, so the
   * transaction holds the order's lock, the one its placement claims under: no claim starts between the check and
   * the update.
   */
  startRefund(providerOrderId: string, orderId: string): Promise<PaymentRecord | undefined> {
    return this.db.transaction(
      async (tx) => {
        const record = await tx.get<PaymentRecord>(
          sql`SELECT ${COLUMNS} FROM payment_orders WHERE provider_order_id = ${providerOrderId}`,
        );
        if (!record || record.order_id !== orderId || !record.capture_id) return undefined;
        // A refund decided before (by a retry, or by another process a moment ago) answers as it stands.
        if (record.status === 'REFUNDING' || record.status === 'REFUNDED') return record;
        if (record.status !== 'COMPLETED') return undefined;
        const busy = await tx.get(
          sql`SELECT 1 AS busy FROM orders
              WHERE (order_id = ${orderId} AND state = 'running') OR payment_reference = ${record.capture_id}
              LIMIT 1`,
        );
        if (busy) return undefined;
        await tx.run(
          sql`UPDATE payment_orders SET status = 'REFUNDING', updated_at = ${this.now()}
              WHERE provider_order_id = ${providerOrderId}`,
        );
        return { ...record, status: 'REFUNDING' as const };
      },
      { locks: [orderLock(orderId)] },
    );
  }

  /** REFUNDING → REFUNDED with the provider's refund id (a repeated confirmation changes nothing). */
  async refunded(providerOrderId: string, refundId: string): Promise<PaymentRecord> {
    await this.db.run(
      sql`UPDATE payment_orders SET status = 'REFUNDED', refund_id = ${refundId}, updated_at = ${this.now()}
          WHERE provider_order_id = ${providerOrderId} AND status = 'REFUNDING'`,
    );
    return (await this.byProviderId(providerOrderId)) as PaymentRecord;
  }
}
