import { isUniqueViolation, sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import type {
  NewsletterRepository,
  NewsletterStatus,
  SubscribeOptions,
  Subscription,
} from './newsletter-repository.js';

interface SubscriberRow {
  email: string;
  status: NewsletterStatus;
  coupon_code: string;
}

/** A claim on a coupon mail older than this is taken to belong to a process that died while sending. */
const MAIL_CLAIM_TIMEOUT_MS = 2 * 60_000;
/** Fresh codes tried on a collision; 50 random bits make even the second one all but impossible. */
const CODE_ATTEMPTS = 5;

export class SqlNewsletterRepository implements NewsletterRepository {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  private row(db: SqlExecutor, email: string): Promise<SubscriberRow | undefined> {
    return db.get<SubscriberRow>(
      sql`SELECT email, status, coupon_code FROM newsletter_subscribers WHERE email = ${email.toLowerCase()}`,
    );
  }

  async status(email: string): Promise<NewsletterStatus> {
    return (await this.row(this.db, email))?.status ?? 'unsubscribed';
  }

  async isSubscribed(email: string): Promise<boolean> {
    return (await this.status(email)) === 'subscribed';
  }

  private async createCoupon(
    tx: SqlExecutor,
    email: string,
    { discountPercent, newCouponCode }: SubscribeOptions,
    at: string,
  ): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const code = newCouponCode();
      try {
        // A savepoint of its own: on PostgreSQL a failed statement would otherwise abort the whole subscription.
        await tx.transaction((savepoint) =>
          savepoint.run(
            sql`INSERT INTO coupons (code, type, amount, kind, email, created_at)
                VALUES (${code}, 'percent', ${discountPercent}, 'newsletter', ${email}, ${at})`,
          ),
        );
        return code;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  async subscribe(rawEmail: string, options: SubscribeOptions): Promise<Subscription> {
    const email = rawEmail.toLowerCase();
    // The lock (PostgreSQL; on SQLite BEGIN IMMEDIATE alone) keeps another process from subscribing the same address
    // between this read and the writes below.
    return this.db.transaction(
      async (tx): Promise<Subscription> => {
        const now = this.now();
        const at = new Date(now).toISOString();
        const existing = await this.row(tx, email);
        const couponCode = existing?.coupon_code ?? (await this.createCoupon(tx, email, options, at));
        if (!existing)
          await tx.run(
            sql`INSERT INTO newsletter_subscribers (email, status, coupon_code, subscribed_at, updated_at)
                VALUES (${email}, 'subscribed', ${couponCode}, ${at}, ${at})`,
          );
        const resubscribed = existing !== undefined && existing.status !== 'subscribed';
        if (resubscribed)
          await tx.run(
            sql`UPDATE newsletter_subscribers SET status = 'subscribed', subscribed_at = ${at}, updated_at = ${at}
                WHERE email = ${email}`,
          );
        // The coupon is mailed for the first subscription, and for a later one (the same code again) only when its
        // last mail is old enough. A claim forgets the last mail, so a failed send is retried by the next subscribe.
        const oldMail = resubscribed
          ? sql` OR coupon_mailed_at < ${new Date(now - options.resendAfterMs).toISOString()}`
          : sql``;
        const claimed = await tx.run(
          sql`UPDATE newsletter_subscribers SET coupon_mail_claimed_at = ${at}, coupon_mailed_at = NULL
              WHERE email = ${email} AND (coupon_mailed_at IS NULL${oldMail})
                AND (coupon_mail_claimed_at IS NULL
                  OR coupon_mail_claimed_at < ${new Date(now - MAIL_CLAIM_TIMEOUT_MS).toISOString()})`,
        );
        return { couponCode, mailClaimed: claimed.changes === 1 };
      },
      { locks: [`newsletter:${email}`] },
    );
  }

  async couponMailed(email: string): Promise<void> {
    const at = new Date(this.now()).toISOString();
    await this.db.run(
      sql`UPDATE newsletter_subscribers SET coupon_mailed_at = ${at}, coupon_mail_claimed_at = NULL
          WHERE email = ${email.toLowerCase()}`,
    );
  }

  async couponMailFailed(email: string): Promise<void> {
    await this.db.run(
      sql`UPDATE newsletter_subscribers SET coupon_mail_claimed_at = NULL WHERE email = ${email.toLowerCase()}`,
    );
  }

  async unsubscribe(email: string): Promise<void> {
    await this.db.run(
      sql`UPDATE newsletter_subscribers SET status = 'unsubscribed', updated_at = ${new Date(this.now()).toISOString()}
          WHERE email = ${email.toLowerCase()} AND status != 'unsubscribed'`,
    );
  }
}
