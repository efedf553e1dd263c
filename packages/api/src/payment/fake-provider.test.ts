import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { FakeProvider } from './fake-provider.js';
import { PaymentDeclined } from './payment-provider.js';

const dir = mkdtempSync(join(tmpdir(), 'fake-provider-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('FakeProvider', () => {
  it('keeps its orders in the database, so two processes of the shop agree', async () => {
    const file = join(dir, 'shop.sqlite');
    const [one, two] = [openDatabase(file), openDatabase(file)];
    const first = new FakeProvider(one, Date.now);
    const second = new FakeProvider(two, Date.now);
    const order = await first.createOrder('12.30', 'USD', 'create-o1');
    expect((await second.createOrder('12.30', 'USD', 'create-o1')).id).toBe(order.id);
    expect(second.decide(order.id, 'approve')).toBe(true);
    const capture = await first.captureOrder(order.id, `capture-${order.id}`);
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: '12.30', currency: 'USD' });
    expect((await second.captureOrder(order.id, `capture-${order.id}`)).captureId).toBe(capture.captureId);
    expect((await second.getOrder(order.id)).status).toBe('COMPLETED');
    // A captured order cannot be decided again.
    second.decide(order.id, 'decline');
    expect((await first.getOrder(order.id)).status).toBe('COMPLETED');
    one.close();
    two.close();
  });

  it('asks for a new approval after a decline', async () => {
    const db = openDatabase(':memory:');
    const fake = new FakeProvider(db, Date.now);
    const order = await fake.createOrder('1.00', 'EUR', 'create-o2');
    await expect(fake.captureOrder(order.id, 'c')).rejects.toBeInstanceOf(PaymentDeclined);
    fake.decide(order.id, 'decline');
    await expect(fake.captureOrder(order.id, 'c')).rejects.toBeInstanceOf(PaymentDeclined);
    expect(fake.view(order.id)).toMatchObject({ status: 'CREATED', outcome: null });
    expect(fake.decide('FAKE-UNKNOWN', 'approve')).toBe(false);
    db.close();
  });
});
