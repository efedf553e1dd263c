import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../db/migrations.js';
import { SqlNewsletterRepository } from '../newsletter/sql-newsletter-repository.js';
import { SqliteDatabase } from '../db/sqlite-database.js';
import { sql } from '../db/sql.js';
import { openTestDatabase, testDialect } from '../test-support/test-database.js';
import { seedDemoCoupon } from './demo-coupon.js';

const DAY = 86_400_000;

describe('migration 5 (carts, coupons rebuilt)', () => {
  it('keeps the newsletter coupons and subscribers of migration 3, and the newsletter keeps working', async () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 5),
    );
    const newsletter = new SqlNewsletterRepository(new SqliteDatabase(db, false), () =>
      Date.parse('2026-06-01T00:00:00Z'),
    );
    const options = (code: string) => ({ discountPercent: 10, resendAfterMs: DAY, newCouponCode: () => code });
    // What migration 3's newsletter wrote.
    db.exec(`INSERT INTO coupons (code, discount_percent, kind, email, created_at)
      VALUES ('NEWS-OLDOLDOLD1', 10, 'newsletter', 'old@example.com', '2026-01-01T00:00:00Z');
      INSERT INTO newsletter_subscribers (email, status, coupon_code, subscribed_at, updated_at)
      VALUES ('old@example.com', 'subscribed', 'NEWS-OLDOLDOLD1', '2026-01-01', '2026-01-01')`);

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 5),
      ),
    ).toEqual([5]);
    migrate(db);
    expect(db.prepare('SELECT code, type, amount, kind, times_used FROM coupons').all()).toEqual([
      { code: 'NEWS-OLDOLDOLD1', type: 'percent', amount: 10, kind: 'newsletter', times_used: 0 },
    ]);
    expect(await newsletter.status('old@example.com')).toBe('subscribed');
    await newsletter.subscribe('new@example.com', options('NEWS-NEWNEWNEW1'));
    expect(db.prepare('SELECT coupon_code FROM newsletter_subscribers ORDER BY email').pluck().all()).toEqual([
      'NEWS-NEWNEWNEW1',
      'NEWS-OLDOLDOLD1',
    ]);
    // The subscribers' foreign key still points at the (rebuilt) coupons table.
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(() =>
      db
        .prepare(
          "INSERT INTO newsletter_subscribers (email, status, coupon_code, subscribed_at, updated_at) VALUES ('x@y.z', 'subscribed', 'NOPE', '', '')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    // Codes match whatever their letter case.
    expect(db.prepare("SELECT code FROM coupons WHERE code = 'news-oldoldold1'").pluck().get()).toBe('NEWS-OLDOLDOLD1');
  });

  it('allows one active cart per customer', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const insert = db.prepare(
      "INSERT INTO carts (customer_id, created_at, updated_at, is_active) VALUES (7, '', '', ?)",
    );
    insert.run(1);
    insert.run(0);
    expect(() => insert.run(1)).toThrow(/UNIQUE/);
  });
});

describe(`seedDemoCoupon (${testDialect()})`, () => {
  it('adds DEMO10 once and never overwrites a shop’s own code', async () => {
    const opened = await openTestDatabase();
    const { db } = opened;
    try {
      await seedDemoCoupon(db);
      await seedDemoCoupon(db);
      expect(await db.all(sql`SELECT code, type, amount FROM coupons`)).toEqual([
        { code: 'DEMO10', type: 'percent', amount: 10 },
      ]);
      await db.run(sql`UPDATE coupons SET amount = 25 WHERE code = 'DEMO10'`);
      await seedDemoCoupon(db);
      expect(await db.get(sql`SELECT amount FROM coupons WHERE code = 'demo10'`)).toEqual({ amount: 25 });
    } finally {
      await opened.close();
    }
  });
});
