import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostgresDatabase } from '../db/postgres-database.js';
import { sql, type SqlDatabase } from '../db/sql.js';
import { type OpenedTestDatabase, sqlTestEngines } from '../test-support/sql-test-databases.js';
import { openTestDatabase, testDialect } from '../test-support/test-database.js';
import { PaymentRecords } from './payment-records.js';

async function completedRecord(db: SqlDatabase, providerOrderId: string, orderId: string, at: number) {
  await db.run(
    sql`INSERT INTO payment_orders (provider_order_id, provider, order_id, request_id, amount, currency, status,
          capture_id, created_at, updated_at)
        VALUES (${providerOrderId}, 'fake', ${orderId}, ${`create-${providerOrderId}`}, '9.00', 'USD', 'COMPLETED',
          ${`CAP-${providerOrderId}`}, ${at}, ${at})`,
  );
}

describe(`PaymentRecords on ${testDialect()}`, () => {
  let opened: OpenedTestDatabase;
  let records: PaymentRecords;
  beforeEach(async () => {
    opened = await openTestDatabase();
    records = new PaymentRecords(opened.db, () => 1000);
  });
  afterEach(() => opened.close());

  it('lists the provider orders of an order oldest first, in insertion order within one millisecond', async () => {
    for (const id of ['P-C', 'P-A', 'P-B']) await completedRecord(opened.db, id, 'o-1', 5);
    await completedRecord(opened.db, 'P-0', 'o-1', 4);
    await completedRecord(opened.db, 'P-X', 'o-2', 1);
    expect((await records.forOrder('o-1')).map((record) => record.provider_order_id)).toEqual([
      'P-0',
      'P-C',
      'P-A',
      'P-B',
    ]);
  });

  it('keeps the first record of a provider order, and the first capture and refund of it', async () => {
    const added = await records.add({
      provider_order_id: 'P1',
      provider: 'fake',
      order_id: 'o-1',
      cart_id: 'c',
      request_id: 'create-o-1',
      amount: '9.00',
      currency: 'USD',
    });
    expect(added).toMatchObject({ status: 'CREATED', capture_id: null, amount: '9.00' });
    await records.add({ ...added, amount: '1.00', request_id: 'again' });
    expect(await records.byProviderId('P1')).toMatchObject({ amount: '9.00', request_id: 'create-o-1' });
    expect(await records.completed('P1', 'CAP-1')).toMatchObject({ status: 'COMPLETED', capture_id: 'CAP-1' });
    expect(await records.completed('P1', 'CAP-2')).toMatchObject({ capture_id: 'CAP-1' });
    expect(await records.startRefund('P1', 'o-other')).toBeUndefined();
    expect(await records.startRefund('P1', 'o-1')).toMatchObject({ status: 'REFUNDING' });
    expect(await records.refunded('P1', 'R-1')).toMatchObject({ status: 'REFUNDED', refund_id: 'R-1' });
    expect(await records.refunded('P1', 'R-2')).toMatchObject({ refund_id: 'R-1' });
    expect(await records.startRefund('P1', 'o-1')).toMatchObject({ status: 'REFUNDED', refund_id: 'R-1' });
  });
});

// PostgreSQL reads committed rows only: a placement claiming the order in another process (its claim not yet
// committed) is invisible, so only the order's lock keeps the refund decision from slipping in between.
const postgres = sqlTestEngines().find((engine) => engine.dialect === 'postgres')!;
describe.skipIf(postgres.skip)('PaymentRecords.startRefund on PostgreSQL, beside a placement', () => {
  let opened: OpenedTestDatabase;
  let other: SqlDatabase;
  beforeEach(async () => {
    opened = await postgres.open();
    other = await PostgresDatabase.open({ url: opened.env.DATABASE_URL as string, poolSize: 2 });
  });
  afterEach(async () => {
    await other.close();
    await opened.close();
  });

  it("waits for a claim of the order under the order's lock, then keeps the capture for it", async () => {
    await completedRecord(opened.db, 'P1', 'o-1', 1);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed = () => {};
    const inside = new Promise<void>((resolve) => (claimed = resolve));
    const claim = other.transaction(
      async (tx) => {
        await tx.run(
          sql`INSERT INTO orders (order_id, fingerprint, state, claim_token, lease_expires_at, created_at, updated_at)
              VALUES ('o-1', 'f', 'running', 't', ${Date.now() + 30_000}, 'now', 'now')`,
        );
        claimed();
        await held;
      },
      { locks: ['order:o-1'] },
    );
    await inside;
    const decision = new PaymentRecords(opened.db, Date.now).startRefund('P1', 'o-1');
    // Released only once the decision is queued behind the claim: a lock in this database not granted yet.
    await vi.waitFor(
      async () =>
        expect(
          await other.get<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM pg_locks
                WHERE NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          ),
        ).toEqual({ n: 1 }),
      { timeout: 15_000, interval: 20 },
    );
    release();
    await claim;
    expect(await decision).toBeUndefined();
    expect(await opened.db.get(sql`SELECT status FROM payment_orders`)).toEqual({ status: 'COMPLETED' });
  });
});
