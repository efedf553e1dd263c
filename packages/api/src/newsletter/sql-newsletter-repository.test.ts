import { expect, it } from 'vitest';
import { ident, sql, type SqlExecutor } from '../db/sql.js';
import { describeOnEachEngine } from '../test-support/test-database.js';
import { secondConnection } from '../users/test-support/second-connection.js';
import { SqlNewsletterRepository } from './sql-newsletter-repository.js';

const DAY = 86_400_000;

const codes = (...list: string[]) => {
  const queue = [...list];
  return () => queue.shift() ?? 'NEWS-EXHAUSTED';
};

const count = async (db: SqlExecutor, table: string) =>
  (await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${ident(table)}`))?.n;

describeOnEachEngine('SqlNewsletterRepository', (opened) => {
  function setup(start = Date.parse('2026-05-01T10:00:00Z')) {
    const clock = { now: start };
    return { db: opened().db, clock, newsletter: new SqlNewsletterRepository(opened().db, () => clock.now) };
  }

  it("answers 'unsubscribed' for an unknown address", async () => {
    const { newsletter } = setup();
    expect(await newsletter.status('nobody@example.com')).toBe('unsubscribed');
    expect(await newsletter.isSubscribed('nobody@example.com')).toBe(false);
  });

  it('subscribes with one coupon per address, kept lower-cased, and claims its mail once', async () => {
    const { db, newsletter } = setup();
    const options = {
      discountPercent: 10,
      resendAfterMs: DAY,
      newCouponCode: codes('NEWS-AAAAAAAAAA', 'NEWS-BBBBBBBBBB'),
    };
    expect(await newsletter.subscribe('Ann@Example.com', options)).toEqual({
      couponCode: 'NEWS-AAAAAAAAAA',
      mailClaimed: true,
    });
    expect(await newsletter.subscribe('ann@example.com', options)).toEqual({
      couponCode: 'NEWS-AAAAAAAAAA',
      mailClaimed: false,
    });
    expect(await newsletter.status('ANN@example.com')).toBe('subscribed');
    expect(await newsletter.isSubscribed('ann@example.com')).toBe(true);
    expect(await db.all(sql`SELECT code, amount AS discount_percent, kind, email, redeemed_at FROM coupons`)).toEqual([
      {
        code: 'NEWS-AAAAAAAAAA',
        discount_percent: 10,
        kind: 'newsletter',
        email: 'ann@example.com',
        redeemed_at: null,
      },
    ]);
    expect(await db.all(sql`SELECT email, status, coupon_code FROM newsletter_subscribers`)).toEqual([
      { email: 'ann@example.com', status: 'subscribed', coupon_code: 'NEWS-AAAAAAAAAA' },
    ]);
  });

  it('reuses the code on a new subscription, and mails it again only once the last mail is a day old', async () => {
    const { db, clock, newsletter } = setup();
    const options = {
      discountPercent: 10,
      resendAfterMs: DAY,
      newCouponCode: codes('NEWS-AAAAAAAAAA', 'NEWS-BBBBBBBBBB'),
    };
    const cycle = async () => {
      await newsletter.unsubscribe('ann@example.com');
      expect(await newsletter.status('ann@example.com')).toBe('unsubscribed');
      return newsletter.subscribe('ann@example.com', options);
    };
    await newsletter.subscribe('ann@example.com', options);
    await newsletter.couponMailed('ann@example.com');
    clock.now += DAY - 1000;
    expect(await cycle()).toEqual({ couponCode: 'NEWS-AAAAAAAAAA', mailClaimed: false });
    expect(await newsletter.status('ann@example.com')).toBe('subscribed');
    clock.now += 2000;
    expect((await newsletter.subscribe('ann@example.com', options)).mailClaimed).toBe(false);
    expect(await cycle()).toEqual({ couponCode: 'NEWS-AAAAAAAAAA', mailClaimed: true });
    await newsletter.couponMailFailed('ann@example.com');
    expect((await newsletter.subscribe('ann@example.com', options)).mailClaimed).toBe(true);
    await newsletter.couponMailed('ann@example.com');
    expect((await cycle()).mailClaimed).toBe(false);
    expect(await count(db, 'coupons')).toBe(1);
  });

  it('hands the claim back after a failed mail, and takes over a claim left behind for minutes', async () => {
    const { clock, newsletter } = setup();
    const options = { discountPercent: 10, resendAfterMs: DAY, newCouponCode: codes('NEWS-AAAAAAAAAA') };
    expect((await newsletter.subscribe('ann@example.com', options)).mailClaimed).toBe(true);
    await newsletter.couponMailFailed('ann@example.com');
    expect((await newsletter.subscribe('ann@example.com', options)).mailClaimed).toBe(true);
    clock.now += 60_000;
    expect((await newsletter.subscribe('ann@example.com', options)).mailClaimed).toBe(false);
    clock.now += 61_000;
    expect((await newsletter.subscribe('ann@example.com', options)).mailClaimed).toBe(true);
    await newsletter.couponMailed('ann@example.com');
    clock.now += 3_600_000;
    expect((await newsletter.subscribe('ann@example.com', options)).mailClaimed).toBe(false);
  });

  it('draws another code when one is taken', async () => {
    const { db, newsletter } = setup();
    await newsletter.subscribe('ann@example.com', {
      discountPercent: 10,
      resendAfterMs: DAY,
      newCouponCode: codes('NEWS-AAAAAAAAAA'),
    });
    const second = await newsletter.subscribe('bob@example.com', {
      discountPercent: 10,
      resendAfterMs: DAY,
      newCouponCode: codes('NEWS-AAAAAAAAAA', 'NEWS-CCCCCCCCCC'),
    });
    expect(second.couponCode).toBe('NEWS-CCCCCCCCCC');
    expect((await db.all<{ email: string }>(sql`SELECT email FROM coupons ORDER BY code`)).map((r) => r.email)).toEqual(
      ['ann@example.com', 'bob@example.com'],
    );
  });

  it('unsubscribing an unknown address stores nothing', async () => {
    const { db, newsletter } = setup();
    await newsletter.unsubscribe('nobody@example.com');
    expect(await count(db, 'newsletter_subscribers')).toBe(0);
  });

  it('keeps one row, one coupon and one mail claim when two connections subscribe the same address', async () => {
    const other = await secondConnection(opened());
    try {
      const options = {
        discountPercent: 10,
        resendAfterMs: DAY,
        newCouponCode: codes('NEWS-AAAAAAAAAA', 'NEWS-BBBBBBBBBB'),
      };
      const results = await Promise.all([
        new SqlNewsletterRepository(opened().db).subscribe('ann@example.com', options),
        new SqlNewsletterRepository(other.db).subscribe('ANN@example.com', options),
      ]);
      expect(results.map((r) => r.couponCode)).toEqual(['NEWS-AAAAAAAAAA', 'NEWS-AAAAAAAAAA']);
      expect(results.filter((r) => r.mailClaimed)).toHaveLength(1);
      expect(await count(opened().db, 'coupons')).toBe(1);
      expect(await count(opened().db, 'newsletter_subscribers')).toBe(1);
    } finally {
      await other.close();
    }
  });
});
