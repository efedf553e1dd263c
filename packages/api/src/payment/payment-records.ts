import type { Database } from 'better-sqlite3';

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

export class PaymentRecords {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  byProviderId(id: string): PaymentRecord | undefined {
    return this.db.prepare('SELECT * FROM payment_orders WHERE provider_order_id = ?').get(id) as
      PaymentRecord | undefined;
  }

  /** Every provider order created for one of our orders, oldest first. */
  forOrder(orderId: string): PaymentRecord[] {
    return this.db
      .prepare('SELECT * FROM payment_orders WHERE order_id = ? ORDER BY created_at, rowid')
      .all(orderId) as PaymentRecord[];
  }

  /** Idempotent: a provider order already recorded (a retried create) keeps its first record. */
  add(record: NewPaymentRecord): PaymentRecord {
    const at = this.now();
    this.db
      .prepare(
        `INSERT INTO payment_orders
           (provider_order_id, provider, order_id, cart_id, request_id, amount, currency, status, created_at, updated_at)
         VALUES (@provider_order_id, @provider, @order_id, @cart_id, @request_id, @amount, @currency, 'CREATED', @at, @at)
         ON CONFLICT (provider_order_id) DO NOTHING`,
      )
      .run({ ...record, at });
    return this.byProviderId(record.provider_order_id) as PaymentRecord;
  }

  completed(providerOrderId: string, captureId: string): PaymentRecord {
    this.db
      .prepare(
        `UPDATE payment_orders SET status = 'COMPLETED', capture_id = ?, updated_at = ?
         WHERE provider_order_id = ? AND status = 'CREATED'`,
      )
      .run(captureId, this.now(), providerOrderId);
    return this.byProviderId(providerOrderId) as PaymentRecord;
  }

  /**
   * Decides to refund this order's capture: COMPLETED → REFUNDING, in one `BEGIN IMMEDIATE` transaction that sees
   * the orders table, and only while no placement of the order runs and no order carries the capture (migration 7).
   * A placement claims its order_id before it checks the payment, so a capture is never given back under an order
   * that is being placed with it; an order placed under the same order_id without it (another tab paid on delivery)
   * leaves it unused, so it is given back. Already REFUNDING (a refund that failed before) stays so: asked again.
   */
  startRefund(providerOrderId: string, orderId: string): PaymentRecord | undefined {
    const decide = this.db.transaction(() => {
      const record = this.byProviderId(providerOrderId);
      if (!record || record.order_id !== orderId || !record.capture_id) return undefined;
      if (record.status === 'REFUNDING') return record;
      if (record.status !== 'COMPLETED') return undefined;
      const busy = this.db
        .prepare("SELECT 1 FROM orders WHERE (order_id = ? AND state = 'running') OR payment_reference = ? LIMIT 1")
        .get(orderId, record.capture_id);
      if (busy) return undefined;
      this.db
        .prepare(`UPDATE payment_orders SET status = 'REFUNDING', updated_at = ? WHERE provider_order_id = ?`)
        .run(this.now(), providerOrderId);
      return this.byProviderId(providerOrderId);
    });
    return decide.immediate();
  }

  refunded(providerOrderId: string, refundId: string): PaymentRecord {
    this.db
      .prepare(
        `UPDATE payment_orders SET status = 'REFUNDED', refund_id = ?, updated_at = ?
         WHERE provider_order_id = ? AND status = 'REFUNDING'`,
      )
      .run(refundId, this.now(), providerOrderId);
    return this.byProviderId(providerOrderId) as PaymentRecord;
  }
}
