import type { AdminRole, AdminUserView } from '@storefront/core';
import { isUniqueViolation, sql, type SqlExecutor } from '../db/sql.js';
import { hashToken, newOpaqueToken } from '../users/token-hash.js';

/** A back-office user as the routes see it (never its hash or secrets). */
export type AdminUser = AdminUserView;

export interface StoredAdminUser extends AdminUser {
  passwordHash: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

interface AdminUserRow {
  id: number;
  email: string;
  password_hash: string;
  role: AdminRole;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  disabled_at: number | null;
  created_at: number;
}

function toStored(row: AdminUserRow): StoredAdminUser {
  return {
    id: Number(row.id),
    email: row.email,
    role: row.role,
    totp: row.totp_secret !== null,
    disabled: row.disabled_at !== null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

/** The public view of a stored user. */
export function publicUser(user: StoredAdminUser): AdminUser {
  const { id, email, role, totp, disabled, createdAt } = user;
  return { id, email, role, totp, disabled, createdAt };
}

export class DuplicateAdminError extends Error {
  constructor(email: string) {
    super(`A back-office user ${email} already exists`);
  }
}

/**
 * The SQL of back-office users, sessions and settings. Every method takes the executor it runs on, so a route runs
 * the write, its checks and its audit in one transaction.
 */
export const adminUsers = {
  async byEmail(db: SqlExecutor, email: string): Promise<StoredAdminUser | undefined> {
    const row = await db.get<AdminUserRow>(sql`SELECT * FROM admin_users WHERE lower(email) = ${email.toLowerCase()}`);
    return row && toStored(row);
  },

  async byId(db: SqlExecutor, id: number): Promise<StoredAdminUser | undefined> {
    const row = await db.get<AdminUserRow>(sql`SELECT * FROM admin_users WHERE id = ${id}`);
    return row && toStored(row);
  },

  async list(db: SqlExecutor): Promise<AdminUser[]> {
    const rows = await db.all<AdminUserRow>(sql`SELECT * FROM admin_users ORDER BY id`);
    return rows.map((row) => publicUser(toStored(row)));
  },

  async add(
    db: SqlExecutor,
    user: { email: string; role: AdminRole; passwordHash: string },
    now: number,
  ): Promise<StoredAdminUser> {
    try {
      const row = await db.get<AdminUserRow>(
        sql`INSERT INTO admin_users (email, password_hash, role, created_at, updated_at)
            VALUES (${user.email.toLowerCase()}, ${user.passwordHash}, ${user.role}, ${now}, ${now}) RETURNING *`,
      );
      return toStored(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateAdminError(user.email);
      throw error;
    }
  },

  async update(
    db: SqlExecutor,
    id: number,
    change: {
      role?: AdminRole;
      disabled?: boolean;
      passwordHash?: string;
      totpSecret?: string | null;
      totpPendingSecret?: string | null;
    },
    now: number,
  ): Promise<void> {
    const sets = [sql`updated_at = ${now}`];
    if (change.role !== undefined) sets.push(sql`role = ${change.role}`);
    if (change.disabled !== undefined) sets.push(change.disabled ? sql`disabled_at = ${now}` : sql`disabled_at = NULL`);
    if (change.passwordHash !== undefined) sets.push(sql`password_hash = ${change.passwordHash}`);
    if (change.totpSecret !== undefined) sets.push(sql`totp_secret = ${change.totpSecret}, totp_last_step = NULL`);
    if (change.totpPendingSecret !== undefined) sets.push(sql`totp_pending_secret = ${change.totpPendingSecret}`);
    const set = sets.reduce((all, part) => sql`${all}, ${part}`);
    await db.run(sql`UPDATE admin_users SET ${set} WHERE id = ${id}`);
  },

  async remove(db: SqlExecutor, id: number): Promise<void> {
    await db.run(sql`DELETE FROM admin_users WHERE id = ${id}`);
  },

  /** Takes TOTP step `step` as used: false when it (or a later one) was used already, so a code opens one session. */
  async useTotpStep(db: SqlExecutor, id: number, step: number): Promise<boolean> {
    const changed = await db.run(
      sql`UPDATE admin_users SET totp_last_step = ${step}
          WHERE id = ${id} AND (totp_last_step IS NULL OR totp_last_step < ${step})`,
    );
    return changed.changes === 1;
  },

  /** Active owners (not disabled): the last one cannot be demoted, disabled or removed. */
  async activeOwners(db: SqlExecutor): Promise<number> {
    const row = await db.get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL`,
    );
    return Number(row?.n ?? 0);
  },

  async requireTotp(db: SqlExecutor): Promise<boolean> {
    const row = await db.get<{ value: string }>(sql`SELECT value FROM admin_settings WHERE key = 'require_totp'`);
    return row?.value === 'true';
  },

  async setRequireTotp(db: SqlExecutor, on: boolean): Promise<void> {
    await db.run(
      sql`INSERT INTO admin_settings (key, value) VALUES ('require_totp', ${String(on)})
          ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
  },
};

export interface AdminSessionTimes {
  /** A session ends this long after sign-in, whatever happens. */
  ttlMs: number;
  /** ... or after this long without a request. */
  idleMs: number;
}

/** A session as the guard finds it: its user, and the hash that names it (for logout). */
export interface AdminSession {
  tokenHash: string;
  user: StoredAdminUser;
}

/** How often a session's last-seen time is written: not on every request, which would make every read a write. */
const SEEN_EVERY_MS = 60_000;

interface SessionRow extends AdminUserRow {
  token_hash: string;
  last_seen_at: number;
  user_id: number;
}

/** Server-side sessions: the bearer token is random, only its SHA-256 is stored, and a row can be revoked at once. */
export const adminSessions = {
  async start(db: SqlExecutor, userId: number, client: string, now: number, times: AdminSessionTimes): Promise<string> {
    const token = newOpaqueToken();
    await db.run(
      sql`INSERT INTO admin_sessions (token_hash, user_id, created_at, last_seen_at, expires_at, client)
          VALUES (${hashToken(token)}, ${userId}, ${now}, ${now}, ${now + times.ttlMs}, ${client})`,
    );
    return token;
  },

  /** The live session of `token` with its (enabled) user, or undefined: unknown, revoked, expired, idle, disabled. */
  async find(db: SqlExecutor, token: string, now: number, times: AdminSessionTimes): Promise<AdminSession | undefined> {
    const tokenHash = hashToken(token);
    const row = await db.get<SessionRow>(
      sql`SELECT u.*, s.token_hash, s.last_seen_at, s.user_id FROM admin_sessions s
          JOIN admin_users u ON u.id = s.user_id
          WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now}
            AND s.last_seen_at > ${now - times.idleMs} AND u.disabled_at IS NULL`,
    );
    if (!row) return undefined;
    if (now - Number(row.last_seen_at) >= SEEN_EVERY_MS)
      await db.run(sql`UPDATE admin_sessions SET last_seen_at = ${now} WHERE token_hash = ${tokenHash}`);
    return { tokenHash, user: toStored({ ...row, id: row.user_id }) };
  },

  async revoke(db: SqlExecutor, tokenHash: string, now: number): Promise<void> {
    await db.run(
      sql`UPDATE admin_sessions SET revoked_at = ${now} WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`,
    );
  },

  /** Ends every session of a user (an owner's revoke, a disable, a new password); answers how many were live. */
  async revokeAllOf(db: SqlExecutor, userId: number, now: number): Promise<number> {
    const changed = await db.run(
      sql`UPDATE admin_sessions SET revoked_at = ${now} WHERE user_id = ${userId} AND revoked_at IS NULL`,
    );
    return changed.changes;
  },

  /** Rows of ended sessions older than a day are of no use to anyone: dropped at sign-in. */
  async prune(db: SqlExecutor, now: number): Promise<void> {
    const dayAgo = now - 24 * 3600_000;
    await db.run(
      sql`DELETE FROM admin_sessions WHERE expires_at < ${dayAgo} OR (revoked_at IS NOT NULL AND revoked_at < ${dayAgo})`,
    );
  },
};
