import { type Migration, postgresSpelling } from './migration.js';

// Written alike in both dialects but for the spelling of their types.
const MAIL_OUTBOX = `
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
    );`;

const TOKEN_USES = `
    CREATE TABLE mail_service_token_uses (
      token_id TEXT PRIMARY KEY,
      uses INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
  `;

/**
 * The mail outbox (where mail goes while no SMTP server is configured), newsletter subscribers, coupons (the
 * newsletter's 10 % code now; the cart issue redeems them) and the per-token send counts of the mail-service.
 */
export const mailAndNewsletterMigration: Migration = {
  version: 3,
  name: 'mail outbox, newsletter, coupons',
  sqlite: `${MAIL_OUTBOX}
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
${TOKEN_USES}`,
  postgres: `${postgresSpelling(MAIL_OUTBOX)}
    -- SQLite's ("to" COLLATE NOCASE, id): a lookup by recipient compares lower("to").
    CREATE INDEX mail_outbox_to ON mail_outbox (lower("to"), id);

    CREATE TABLE coupons (
      code TEXT PRIMARY KEY,
      discount_percent DOUBLE PRECISION NOT NULL
        CONSTRAINT coupons_discount_percent_check CHECK (discount_percent > 0 AND discount_percent <= 100),
      kind TEXT NOT NULL CONSTRAINT coupons_kind_check CHECK (kind IN ('newsletter')),
      email TEXT,
      created_at TEXT NOT NULL,
      redeemed_at TEXT
    );

    CREATE TABLE newsletter_subscribers (
      email TEXT PRIMARY KEY CHECK (email = lower(email)),
      status TEXT NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
      coupon_code TEXT NOT NULL UNIQUE
        CONSTRAINT newsletter_subscribers_coupon_code_fkey REFERENCES coupons (code),
      subscribed_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      coupon_mail_claimed_at TEXT,
      coupon_mailed_at TEXT
    );
${postgresSpelling(TOKEN_USES)}`,
};
