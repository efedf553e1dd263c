import type { Database } from 'better-sqlite3';
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

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export class SqliteNewsletterRepository implements NewsletterRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  private row(email: string): SubscriberRow | undefined {
    return this.db
      .prepare<[string], SubscriberRow>('SELECT email, status, coupon_code FROM newsletter_subscribers WHERE email = ?')
      .get(email.toLowerCase());
  }

  async status(email: string): Promise<NewsletterStatus> {
    return this.row(email)?.status ?? 'unsubscribed';
  }

  async isSubscribed(email: string): Promise<boolean> {
    return (await this.status(email)) === 'subscribed';
  }

  private createCoupon(email: string, { discountPercent, newCouponCode }: SubscribeOptions, at: string): string {
    const insert = this.db.prepare(
      `INSERT INTO coupons (code, type, amount, kind, email, created_at) VALUES (?, 'percent', ?, 'newsletter', ?, ?)`,
    );
    for (let attempt = 1; ; attempt++) {
      const code = newCouponCode();
      try {
        insert.run(code, discountPercent, email, at);
        return code;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  async subscribe(rawEmail: string, options: SubscribeOptions): Promise<Subscription> {
    const email = rawEmail.toLowerCase();
    // IMMEDIATE takes the write lock before reading, so another process cannot subscribe the same address between
    // this read and the writes below (in this process better-sqlite3 runs the transaction without interruption).
    return this.db
      .transaction((): Subscription => {
        const now = this.now();
        const at = new Date(now).toISOString();
        const existing = this.row(email);
        const couponCode = existing?.coupon_code ?? this.createCoupon(email, options, at);
        if (!existing)
          this.db
            .prepare(
              `INSERT INTO newsletter_subscribers (email, status, coupon_code, subscribed_at, updated_at)
               VALUES (?, 'subscribed', ?, ?, ?)`,
            )
            .run(email, couponCode, at, at);
        const resubscribed = existing !== undefined && existing.status !== 'subscribed';
        if (resubscribed)
          this.db
            .prepare(
              `UPDATE newsletter_subscribers SET status = 'subscribed', subscribed_at = ?, updated_at = ? WHERE email = ?`,
            )
            .run(at, at, email);
        // The coupon is mailed for the first subscription, and for a later one (the same code again) only when its
        // last mail is old enough. A claim forgets the last mail, so a failed send is retried by the next subscribe.
        const claimed = this.db
          .prepare(
            `UPDATE newsletter_subscribers SET coupon_mail_claimed_at = ?, coupon_mailed_at = NULL
             WHERE email = ? AND (coupon_mailed_at IS NULL OR (? AND coupon_mailed_at < ?))
               AND (coupon_mail_claimed_at IS NULL OR coupon_mail_claimed_at < ?)`,
          )
          .run(
            at,
            email,
            resubscribed ? 1 : 0,
            new Date(now - options.resendAfterMs).toISOString(),
            new Date(now - MAIL_CLAIM_TIMEOUT_MS).toISOString(),
          );
        return { couponCode, mailClaimed: claimed.changes === 1 };
      })
      .immediate();
  }

  async couponMailed(email: string): Promise<void> {
    const at = new Date(this.now()).toISOString();
    this.db
      .prepare('UPDATE newsletter_subscribers SET coupon_mailed_at = ?, coupon_mail_claimed_at = NULL WHERE email = ?')
      .run(at, email.toLowerCase());
  }

  async couponMailFailed(email: string): Promise<void> {
    this.db
      .prepare('UPDATE newsletter_subscribers SET coupon_mail_claimed_at = NULL WHERE email = ?')
      .run(email.toLowerCase());
  }

  async unsubscribe(email: string): Promise<void> {
    this.db
      .prepare(
        `UPDATE newsletter_subscribers SET status = 'unsubscribed', updated_at = ? WHERE email = ? AND status != 'unsubscribed'`,
      )
      .run(new Date(this.now()).toISOString(), email.toLowerCase());
  }
}
