import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../db/migrations.js';

describe('migration 9 (payment refunds)', () => {
  it("keeps migration 8's provider orders and lets a capture become refunded, never a refund without an id", () => {
    const db = new BetterSqlite3(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 9),
    );
    db.exec(`INSERT INTO payment_orders
        (provider_order_id, provider, order_id, cart_id, request_id, amount, currency, status, capture_id,
         created_at, updated_at)
      VALUES ('P1', 'fake', 'o-1', '', 'create-o-1', '9.00', 'USD', 'COMPLETED', 'C1', 1, 1),
             ('P2', 'fake', 'o-2', '', 'create-o-2', '4.00', 'EUR', 'CREATED', NULL, 2, 2)`);
    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 9),
      ),
    ).toEqual([9]);
    const rows = db.prepare('SELECT provider_order_id, status, capture_id, refund_id FROM payment_orders').all();
    expect(rows).toEqual([
      { provider_order_id: 'P1', status: 'COMPLETED', capture_id: 'C1', refund_id: null },
      { provider_order_id: 'P2', status: 'CREATED', capture_id: null, refund_id: null },
    ]);
    const set = db.prepare('UPDATE payment_orders SET status = ?, refund_id = ? WHERE provider_order_id = ?');
    expect(() => set.run('REFUNDED', null, 'P1')).toThrow(/CHECK/);
    expect(() => set.run('REFUNDING', null, 'P2')).toThrow(/CHECK/);
    set.run('REFUNDED', 'R1', 'P1');
    expect(db.prepare('SELECT COUNT(*) FROM payment_orders WHERE order_id = ?').pluck().get('o-1')).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'payment_orders_by_order'").pluck().get()).toBe(
      'payment_orders_by_order',
    );
  });
});
