import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  PaymentDeclined,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCapture,
  type ProviderOrder,
  type ProviderRefund,
} from './payment-provider.js';

/** What the fake approval page lets the shopper choose for the capture that follows. */
export type FakeOutcome = 'approve' | 'decline' | 'hang';

interface FakeRow {
  id: string;
  request_id: string;
  amount: string;
  currency: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  outcome: FakeOutcome | null;
  capture_id: string | null;
  refund_id: string | null;
}

const fakeId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * A local stand-in for PayPal (no credentials, no network): orders live in SQLite so every process of the shop sees
 * the same approvals. Approval happens on our own page (`fake-router.ts`); its choice decides the capture: approve
 * captures, decline refuses like an INSTRUMENT_DECLINED, hang never answers (the caller's timeout then speaks).
 */
export class FakeProvider implements PaymentProvider {
  readonly name = 'fake';

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  private row(id: string): FakeRow | undefined {
    return this.db.prepare('SELECT * FROM fake_provider_orders WHERE id = ?').get(id) as FakeRow | undefined;
  }

  private static order(row: FakeRow): ProviderOrder {
    return { id: row.id, status: row.status, amount: row.amount, currency: row.currency };
  }

  createOrder(amount: string, currency: string, requestId: string): Promise<ProviderOrder> {
    const created = this.db.transaction(() => {
      const known = this.db.prepare('SELECT * FROM fake_provider_orders WHERE request_id = ?').get(requestId) as
        FakeRow | undefined;
      if (known) return known;
      const at = this.now();
      const id = fakeId('FAKE-');
      this.db
        .prepare(
          `INSERT INTO fake_provider_orders (id, request_id, amount, currency, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'CREATED', ?, ?)`,
        )
        .run(id, requestId, amount, currency, at, at);
      return this.row(id) as FakeRow;
    });
    return Promise.resolve(FakeProvider.order(created.immediate()));
  }

  captureOrder(id: string, requestId: string): Promise<ProviderCapture> {
    const row = this.row(id);
    if (!row) return Promise.reject(new PaymentProviderError('RESOURCE_NOT_FOUND', 404));
    if (row.status === 'CREATED') return Promise.reject(new PaymentDeclined('ORDER_NOT_APPROVED'));
    // Like PayPal after a refused funding source, the order needs the shopper's approval again before a new capture.
    if (row.status === 'APPROVED' && row.outcome === 'decline') {
      this.unapprove(id);
      return Promise.reject(new PaymentDeclined('INSTRUMENT_DECLINED'));
    }
    // The provider's silence: no answer ever comes, the caller's timeout decides; a new attempt starts over.
    if (row.status === 'APPROVED' && row.outcome === 'hang') {
      this.unapprove(id);
      return new Promise<ProviderCapture>(() => undefined);
    }
    const captured = this.db.transaction(() => {
      const current = this.row(id) as FakeRow;
      if (current.status === 'COMPLETED') return current;
      this.db
        .prepare(
          `UPDATE fake_provider_orders SET status = 'COMPLETED', capture_id = ?, capture_request_id = ?, updated_at = ?
           WHERE id = ?`,
        )
        .run(fakeId('FAKECAP-'), requestId, this.now(), id);
      return this.row(id) as FakeRow;
    });
    const done = captured.immediate();
    return Promise.resolve({
      orderId: done.id,
      captureId: done.capture_id as string,
      status: 'COMPLETED',
      amount: done.amount,
      currency: done.currency,
    });
  }

  private unapprove(id: string): void {
    this.db
      .prepare(
        `UPDATE fake_provider_orders SET status = 'CREATED', outcome = NULL, updated_at = ? WHERE id = ? AND status = 'APPROVED'`,
      )
      .run(this.now(), id);
  }

  getOrder(id: string): Promise<ProviderOrder> {
    const row = this.row(id);
    return row
      ? Promise.resolve(FakeProvider.order(row))
      : Promise.reject(new PaymentProviderError('RESOURCE_NOT_FOUND', 404));
  }

  refundCapture(captureId: string, amount: string, currency: string, requestId: string): Promise<ProviderRefund> {
    const refunded = this.db.transaction(() => {
      const row = this.db.prepare('SELECT * FROM fake_provider_orders WHERE capture_id = ?').get(captureId) as
        FakeRow | undefined;
      if (!row) throw new PaymentProviderError('RESOURCE_NOT_FOUND', 404);
      if (row.refund_id) return row.refund_id;
      // PayPal refuses a refund of more than was captured; a full refund is all the shop ever asks for.
      if (row.amount !== amount || row.currency !== currency)
        throw new PaymentProviderError('REFUND_AMOUNT_EXCEEDED', 422);
      const refundId = fakeId('FAKEREF-');
      this.db
        .prepare('UPDATE fake_provider_orders SET refund_id = ?, refund_request_id = ?, updated_at = ? WHERE id = ?')
        .run(refundId, requestId, this.now(), row.id);
      return refundId;
    });
    try {
      return Promise.resolve({ refundId: refunded.immediate(), status: 'COMPLETED' });
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  /** What the approval page shows; undefined for an unknown id. */
  view(id: string): (ProviderOrder & { outcome: FakeOutcome | null; refunded: boolean }) | undefined {
    const row = this.row(id);
    return row && { ...FakeProvider.order(row), outcome: row.outcome, refunded: row.refund_id !== null };
  }

  /** The approval page's choice; a captured order stays as it is. False for an unknown id. */
  decide(id: string, outcome: FakeOutcome): boolean {
    const changed = this.db
      .prepare(
        `UPDATE fake_provider_orders SET status = 'APPROVED', outcome = ?, updated_at = ?
         WHERE id = ? AND status <> 'COMPLETED'`,
      )
      .run(outcome, this.now(), id);
    return changed.changes > 0 || this.row(id) !== undefined;
  }
}
