import { type Migration, sameInBothDialects } from './migration.js';

/**
 * The back-office (docs/back-office.md). Its users are not customers: `admin_users` holds them apart from `customers`,
 * with an scrypt hash, a role, an optional TOTP secret (`totp_last_step`: the last time step accepted, so a code is
 * used once) and `disabled_at`. `admin_sessions` are the server-side sessions their bearer tokens name (only the
 * SHA-256 of a token is stored); a session ends at `expires_at`, after `idle` inactivity, or when revoked.
 * `admin_settings` holds the owners' switches (`require_totp`).
 *
 * `admin_audit`: every back-office write, written in the write's own transaction (who, when, what, before and after
 * as JSON). `user_email` is copied, so the trail stays readable after a user is removed.
 *
 * `order_status_history`: each status change of an order with its note and who made it. `order_refunds`: the one
 * refund of an order's capture the back-office asked for; `request_id` is the provider's idempotency key, so a retry
 * or a concurrent request is answered the first refund.
 *
 * `customers.locked_at`: a locked customer cannot sign in or refresh. `mail_outbox.status`: 'stored' (the outbox
 * without SMTP), 'failed' (SMTP refused it; the back-office resends it) or 'sent' (resent since).
 */
export const BACK_OFFICE_MIGRATION: Migration = sameInBothDialects({
  version: 19,
  name: 'back-office users, sessions, audit, order history and refunds',
  sqlite: `
    CREATE TABLE admin_users (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL COLLATE NOCASE UNIQUE,
      password_hash TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
      totp_secret TEXT,
      totp_pending_secret TEXT,
      totp_last_step INTEGER,
      disabled_at INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );

    CREATE TABLE admin_sessions (
      token_hash TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      last_seen_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER,
      client TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX admin_sessions_of_user ON admin_sessions (user_id);

    CREATE TABLE admin_settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );

    CREATE TABLE admin_audit (
      id INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      user_id INTEGER,
      user_email TEXT NOT NULL,
      action TEXT NOT NULL,
      target_type TEXT NOT NULL,
      target_id TEXT NOT NULL,
      before_json TEXT,
      after_json TEXT,
      client TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX admin_audit_at ON admin_audit (at);
    CREATE INDEX admin_audit_target ON admin_audit (target_type, target_id);

    CREATE TABLE order_status_history (
      id INTEGER PRIMARY KEY,
      order_entity_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
      from_status TEXT NOT NULL,
      to_status TEXT NOT NULL,
      note TEXT NOT NULL DEFAULT '',
      admin_user_id INTEGER,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX order_status_history_of_order ON order_status_history (order_entity_id, id);

    CREATE TABLE order_refunds (
      order_entity_id INTEGER PRIMARY KEY REFERENCES orders (entity_id) ON DELETE CASCADE,
      capture_id TEXT NOT NULL,
      amount REAL NOT NULL CHECK (amount > 0),
      currency TEXT NOT NULL,
      request_id TEXT NOT NULL UNIQUE,
      state TEXT NOT NULL CHECK (state IN ('pending', 'refunded')),
      refund_id TEXT,
      admin_user_id INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      CHECK ((state = 'refunded') = (refund_id IS NOT NULL))
    );

    ALTER TABLE customers ADD COLUMN locked_at INTEGER;
    ALTER TABLE mail_outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'stored'
      CHECK (status IN ('stored', 'failed', 'sent'));
    ALTER TABLE mail_outbox ADD COLUMN error TEXT;
    CREATE INDEX mail_outbox_status ON mail_outbox (status, id);
  `,
});
