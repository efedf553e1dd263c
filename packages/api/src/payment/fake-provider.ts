import { randomBytes } from 'node:crypto';
import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
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

/** What a capture attempt decided inside its transaction; acted on after it (a hang must not hold the lock). */
type CaptureVerdict =
  | { kind: 'unknown' }
  | { kind: 'declined'; reason: 'ORDER_NOT_APPROVED' | 'INSTRUMENT_DECLINED' }
  | { kind: 'hang' }
  | { kind: 'captured'; row: FakeRow };

const fakeId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * Every change of one fake order runs under this key: PostgreSQL has no global write lock (SQLite's `BEGIN
 * IMMEDIATE` is one), and two processes capturing the same order at once must not both take the money.
 */
const orderLock = (id: string) => `fake-payment:${id}`;

const row = (db: SqlExecutor, id: string) =>
  db.get<FakeRow>(
    sql`SELECT id, request_id, amount, currency, status, outcome, capture_id, refund_id
        FROM fake_provider_orders WHERE id = ${id}`,
  );

/**
 * A local stand-in for PayPal (no credentials, no network): orders live in the shop's database (SQLite or
 * PostgreSQL) so every process of the shop sees the same approvals. Approval happens on our own page
 * (`fake-router.ts`); its choice decides the capture: approve captures, decline refuses like an INSTRUMENT_DECLINED,
 * hang never answers (the caller's timeout then speaks).
 */
export class FakeProvider implements PaymentProvider {
  readonly name = 'fake';

  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number,
  ) {}

  private static order(row: FakeRow): ProviderOrder {
    return { id: row.id, status: row.status, amount: row.amount, currency: row.currency };
  }

  /** Idempotent per request id, like PayPal's `PayPal-Request-Id`: a retried create answers the first order. */
  async createOrder(amount: string, currency: string, requestId: string): Promise<ProviderOrder> {
    const at = this.now();
    // One statement, so two concurrent creates of one request meet at the unique request_id: the second inserts nothing.
    await this.db.run(
      sql`INSERT INTO fake_provider_orders (id, request_id, amount, currency, status, created_at, updated_at)
          VALUES (${fakeId('FAKE-')}, ${requestId}, ${amount}, ${currency}, 'CREATED', ${at}, ${at})
          ON CONFLICT (request_id) DO NOTHING`,
    );
    const created = await this.db.get<FakeRow>(
      sql`SELECT id, request_id, amount, currency, status, outcome, capture_id, refund_id
          FROM fake_provider_orders WHERE request_id = ${requestId}`,
    );
    return FakeProvider.order(created as FakeRow);
  }

  async captureOrder(id: string, requestId: string): Promise<ProviderCapture> {
    const verdict = await this.db.transaction(
      async (tx): Promise<CaptureVerdict> => {
        const current = await row(tx, id);
        if (!current) return { kind: 'unknown' };
        if (current.status === 'COMPLETED') return { kind: 'captured', row: current };
        if (current.status === 'CREATED') return { kind: 'declined', reason: 'ORDER_NOT_APPROVED' };
        // Like PayPal after a refused funding source, the order needs the shopper's approval again before a new
        // capture; so does a hang: a new attempt starts over.
        if (current.outcome === 'decline' || current.outcome === 'hang') {
          await tx.run(
            sql`UPDATE fake_provider_orders SET status = 'CREATED', outcome = NULL, updated_at = ${this.now()}
                WHERE id = ${id} AND status = 'APPROVED'`,
          );
          return current.outcome === 'hang' ? { kind: 'hang' } : { kind: 'declined', reason: 'INSTRUMENT_DECLINED' };
        }
        await tx.run(
          sql`UPDATE fake_provider_orders
              SET status = 'COMPLETED', capture_id = ${fakeId('FAKECAP-')}, capture_request_id = ${requestId},
                  updated_at = ${this.now()}
              WHERE id = ${id} AND status = 'APPROVED'`,
        );
        return { kind: 'captured', row: (await row(tx, id)) as FakeRow };
      },
      { locks: [orderLock(id)] },
    );
    switch (verdict.kind) {
      case 'unknown':
        throw new PaymentProviderError('RESOURCE_NOT_FOUND', 404);
      case 'declined':
        throw new PaymentDeclined(verdict.reason);
      case 'hang':
        // The provider's silence: no answer ever comes, the caller's timeout decides.
        return new Promise<ProviderCapture>(() => undefined);
      case 'captured':
        return {
          orderId: verdict.row.id,
          captureId: verdict.row.capture_id as string,
          status: 'COMPLETED',
          amount: verdict.row.amount,
          currency: verdict.row.currency,
        };
    }
  }

  async getOrder(id: string): Promise<ProviderOrder> {
    const found = await row(this.db, id);
    if (!found) throw new PaymentProviderError('RESOURCE_NOT_FOUND', 404);
    return FakeProvider.order(found);
  }

  /**
   * A refund of all or part of a capture, once per request id: a retried refund answers the first refund id. A full
   * refund is recorded on the order itself (the approval page shows it); a part (a cancellation that keeps some of
   * the price) in `fake_provider_refunds`, and the parts together never exceed the capture, as PayPal refuses.
   */
  async refundCapture(captureId: string, amount: string, currency: string, requestId: string): Promise<ProviderRefund> {
    // A capture id never moves to another order, so it can be looked up before the order's lock is taken.
    const owner = await this.db.get<{ id: string }>(
      sql`SELECT id FROM fake_provider_orders WHERE capture_id = ${captureId}`,
    );
    if (!owner) throw new PaymentProviderError('RESOURCE_NOT_FOUND', 404);
    const cents = (value: string) => Math.round(Number(value) * 100);
    const refundId = await this.db.transaction(
      async (tx) => {
        const current = (await row(tx, owner.id)) as FakeRow;
        if (current.refund_id) return current.refund_id;
        const earlier = await tx.get<{ refund_id: string }>(
          sql`SELECT refund_id FROM fake_provider_refunds WHERE request_id = ${requestId}`,
        );
        if (earlier) return earlier.refund_id;
        if (current.currency !== currency) throw new PaymentProviderError('REFUND_AMOUNT_EXCEEDED', 422);
        const parts = await tx.all<{ amount: string }>(
          sql`SELECT amount FROM fake_provider_refunds WHERE capture_id = ${captureId}`,
        );
        const given = parts.reduce((sum, part) => sum + cents(part.amount), 0);
        if (!(cents(amount) > 0) || given + cents(amount) > cents(current.amount))
          throw new PaymentProviderError('REFUND_AMOUNT_EXCEEDED', 422);
        const refund = fakeId('FAKEREF-');
        if (given === 0 && cents(amount) === cents(current.amount)) {
          await tx.run(
            sql`UPDATE fake_provider_orders SET refund_id = ${refund}, refund_request_id = ${requestId},
                  updated_at = ${this.now()}
                WHERE id = ${owner.id}`,
          );
          return refund;
        }
        await tx.run(
          sql`INSERT INTO fake_provider_refunds (request_id, capture_id, amount, currency, refund_id, created_at)
              VALUES (${requestId}, ${captureId}, ${amount}, ${currency}, ${refund}, ${this.now()})`,
        );
        return refund;
      },
      { locks: [orderLock(owner.id)] },
    );
    return { refundId, status: 'COMPLETED' };
  }

  /** What the fake provider gave back of a capture, in cents (tests and the approval page). */
  async refundedCents(captureId: string): Promise<number> {
    const full = await this.db.get<{ amount: string; refund_id: string | null }>(
      sql`SELECT amount, refund_id FROM fake_provider_orders WHERE capture_id = ${captureId}`,
    );
    if (!full) return 0;
    if (full.refund_id) return Math.round(Number(full.amount) * 100);
    const parts = await this.db.all<{ amount: string }>(
      sql`SELECT amount FROM fake_provider_refunds WHERE capture_id = ${captureId}`,
    );
    return parts.reduce((sum, part) => sum + Math.round(Number(part.amount) * 100), 0);
  }

  /** What the approval page shows; undefined for an unknown id. */
  async view(id: string): Promise<(ProviderOrder & { outcome: FakeOutcome | null; refunded: boolean }) | undefined> {
    const found = await row(this.db, id);
    return found && { ...FakeProvider.order(found), outcome: found.outcome, refunded: found.refund_id !== null };
  }

  /** The approval page's choice; a captured order stays as it is. False for an unknown id. */
  decide(id: string, outcome: FakeOutcome): Promise<boolean> {
    // Under the order's lock, so a capture running now acts on the choice made before it or after it, never half.
    return this.db.transaction(
      async (tx) => {
        const changed = await tx.run(
          sql`UPDATE fake_provider_orders SET status = 'APPROVED', outcome = ${outcome}, updated_at = ${this.now()}
              WHERE id = ${id} AND status <> 'COMPLETED'`,
        );
        return changed.changes > 0 || (await row(tx, id)) !== undefined;
      },
      { locks: [orderLock(id)] },
    );
  }
}
