import type { Migration } from '../migrations.js';

/**
 * The mail outbox (where mail goes while no SMTP server is configured), newsletter subscribers, coupons (the
 * newsletter's 10 % code now; the cart issue redeems them) and the per-token send counts of the mail-service.
 */
export const mailAndNewsletterMigration: Migration = {
  version: 3,
  name: 'mail outbox, newsletter, coupons',
  sql: `
    CREATE TABLE mail_outbox (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      "from" TEXT NOT NULL,
      "to" TEXT NOT NULL,
      subject TEXT NOT NULL,
      text TEXT NOT NULL,
      html TEXT,
      reply_to TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX mail_outbox_to ON mail_outbox ("to" COLLATE NOCASE, id);

    CREATE TABLE coupons (
      code TEXT PRIMARY KEY,
      discount_percent REAL NOT NULL CHECK (discount_percent > 0 AND discount_percent <= 100),
      kind TEXT NOT NULL CHECK (kind IN ('newsletter')),
      email TEXT,
      created_at TEXT NOT NULL,
      redeemed_at TEXT
    );

    CREATE TABLE newsletter_subscribers (
      email TEXT PRIMARY KEY CHECK (email = lower(email)),
      status TEXT NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
      coupon_code TEXT NOT NULL UNIQUE REFERENCES coupons (code),
      subscribed_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      -- The coupon mail of the current subscription: claimed by one request, then marked sent (or released on failure).
      coupon_mail_claimed_at TEXT,
      coupon_mailed_at TEXT
    );

    CREATE TABLE mail_service_token_uses (
      token_id TEXT PRIMARY KEY,
      uses INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
  `,
};
