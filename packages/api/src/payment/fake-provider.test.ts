import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlDatabase } from '../db/open-sql-database.js';
import { sql, type SqlDatabase } from '../db/sql.js';
import { type OpenedTestDatabase, sqlTestEngines } from '../test-support/sql-test-databases.js';
import { openTestDatabase, testDialect } from '../test-support/test-database.js';
import { FakeProvider } from './fake-provider.js';
import { PaymentDeclined } from './payment-provider.js';
import { PaymentRecords } from './payment-records.js';
import { PaymentService } from './payment-service.js';

/** A second handle on the same database, opened the way another process of the shop opens it (from its env). */
function openAgain(opened: OpenedTestDatabase): Promise<SqlDatabase> {
  const { DATABASE_FILE, DATABASE_URL } = opened.env;
  return openSqlDatabase({ databaseFile: DATABASE_FILE ?? '', ...(DATABASE_URL && { databaseUrl: DATABASE_URL }) });
}

describe(`FakeProvider on ${testDialect()}`, () => {
  let opened: OpenedTestDatabase;
  beforeEach(async () => {
    opened = await openTestDatabase();
  });
  afterEach(() => opened.close());

  it('keeps its orders in the database, so two processes of the shop agree', async () => {
    const two = await openAgain(opened);
    try {
      const first = new FakeProvider(opened.db, Date.now);
      const second = new FakeProvider(two, Date.now);
      const order = await first.createOrder('12.30', 'USD', 'create-o1');
      expect((await second.createOrder('12.30', 'USD', 'create-o1')).id).toBe(order.id);
      expect(await second.decide(order.id, 'approve')).toBe(true);
      const capture = await first.captureOrder(order.id, `capture-${order.id}`);
      expect(capture).toMatchObject({ status: 'COMPLETED', amount: '12.30', currency: 'USD' });
      expect((await second.captureOrder(order.id, `capture-${order.id}`)).captureId).toBe(capture.captureId);
      expect((await second.getOrder(order.id)).status).toBe('COMPLETED');
      // A captured order cannot be decided again.
      await second.decide(order.id, 'decline');
      expect((await first.getOrder(order.id)).status).toBe('COMPLETED');
      const refund = await second.refundCapture(capture.captureId, '12.30', 'USD', 'refund-1');
      expect((await first.refundCapture(capture.captureId, '12.30', 'USD', 'refund-1')).refundId).toBe(refund.refundId);
      expect(await first.view(order.id)).toMatchObject({ status: 'COMPLETED', refunded: true });
    } finally {
      await two.close();
    }
  });

  it('asks for a new approval after a decline, and refuses what it does not know', async () => {
    const fake = new FakeProvider(opened.db, Date.now);
    const order = await fake.createOrder('1.00', 'EUR', 'create-o2');
    await expect(fake.captureOrder(order.id, 'c')).rejects.toBeInstanceOf(PaymentDeclined);
    await fake.decide(order.id, 'decline');
    await expect(fake.captureOrder(order.id, 'c')).rejects.toBeInstanceOf(PaymentDeclined);
    expect(await fake.view(order.id)).toMatchObject({ status: 'CREATED', outcome: null });
    expect(await fake.decide('FAKE-UNKNOWN', 'approve')).toBe(false);
    expect(await fake.view('FAKE-UNKNOWN')).toBeUndefined();
    await expect(fake.captureOrder('FAKE-UNKNOWN', 'c')).rejects.toMatchObject({ status: 404 });
    await expect(fake.refundCapture('FAKECAP-UNKNOWN', '1.00', 'EUR', 'r')).rejects.toMatchObject({ status: 404 });
  });

  it('refunds no more than was captured', async () => {
    const fake = new FakeProvider(opened.db, Date.now);
    const order = await fake.createOrder('5.00', 'EUR', 'create-o3');
    await fake.decide(order.id, 'approve');
    const { captureId } = await fake.captureOrder(order.id, 'c');
    await expect(fake.refundCapture(captureId, '6.00', 'EUR', 'r')).rejects.toMatchObject({ status: 422 });
    expect(await fake.view(order.id)).toMatchObject({ refunded: false });
  });
});

// SQLite keeps a second writer out with its global write lock; PostgreSQL reads committed rows and has no such lock,
// so two processes of the shop (two pools) racing on one provider order must still take the money once.
const postgres = sqlTestEngines().find((engine) => engine.dialect === 'postgres')!;
describe.skipIf(postgres.skip)('the fake provider on PostgreSQL, two processes at once', () => {
  const ROUNDS = 12;
  let opened: OpenedTestDatabase;
  let two: SqlDatabase;
  beforeEach(async () => {
    opened = await postgres.open();
    two = await openAgain(opened);
  });
  afterEach(async () => {
    await two.close();
    await opened.close();
  });

  const service = (db: SqlDatabase) =>
    new PaymentService(new FakeProvider(db, Date.now), new PaymentRecords(db, Date.now), 10_000);

  it('captures an approved order once when both capture it at the same moment', async () => {
    const [a, b] = [new FakeProvider(opened.db, Date.now), new FakeProvider(two, Date.now)];
    for (let round = 0; round < ROUNDS; round++) {
      const order = await a.createOrder('9.99', 'USD', `create-race-${round}`);
      await b.decide(order.id, 'approve');
      const [one, other] = await Promise.all([a.captureOrder(order.id, 'c-a'), b.captureOrder(order.id, 'c-b')]);
      expect(other.captureId).toBe(one.captureId);
      expect(await opened.db.get(sql`SELECT capture_id FROM fake_provider_orders WHERE id = ${order.id}`)).toEqual({
        capture_id: one.captureId,
      });
    }
  });

  it('completes a payment once when both execute it, and gives it back once when both refund it', async () => {
    const [first, second] = [service(opened.db), service(two)];
    const fake = new FakeProvider(two, Date.now);
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = `order-race-${round}`;
      const { id } = await first.create({ orderId, cartId: '', grandTotal: 12.3, currency: 'USD' });
      await fake.decide(id, 'approve');
      const [one, other] = await Promise.all([first.execute(id), second.execute(id)]);
      expect(other.captureId).toBe(one.captureId);
      expect(
        await opened.db.get(sql`SELECT status, capture_id FROM payment_orders WHERE provider_order_id = ${id}`),
      ).toEqual({ status: 'COMPLETED', capture_id: one.captureId });

      const refunds = await Promise.all([first.refundUnplaced(orderId, id), second.refundUnplaced(orderId, id)]);
      expect(refunds).toEqual(['refunded', 'refunded']);
      const given = await opened.db.get<{ refund_id: string }>(
        sql`SELECT refund_id FROM fake_provider_orders WHERE id = ${id}`,
      );
      expect(
        await opened.db.get(sql`SELECT status, refund_id FROM payment_orders WHERE provider_order_id = ${id}`),
      ).toEqual({ status: 'REFUNDED', refund_id: given?.refund_id });
    }
  });
});
