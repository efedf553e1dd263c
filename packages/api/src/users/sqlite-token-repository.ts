import type { Database } from 'better-sqlite3';
import type {
  NewRefreshToken,
  ResetRedemption,
  RotationOutcome,
  StoredRefreshToken,
  TokenRepository,
} from './token-repository.js';

interface TokenRow {
  hash: string;
  family_id: string;
  customer_id: number;
  expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
  family_expires_at: number;
  family_revoked_at: number | null;
}

interface ResetRow {
  customer_id: number;
  expires_at: number;
  used_at: number | null;
}

export class SqliteTokenRepository implements TokenRepository {
  private readonly statements;

  constructor(private readonly db: Database) {
    this.statements = {
      // Expired families and reset tokens answer exactly like unknown ones, so a login clears its customer's old rows.
      purgeFamilies: db.prepare('DELETE FROM token_families WHERE customer_id = ? AND expires_at <= ?'),
      purgeResets: db.prepare('DELETE FROM password_reset_tokens WHERE customer_id = ? AND expires_at <= ?'),
      insertFamily: db.prepare(
        'INSERT INTO token_families (id, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      ),
      insertToken: db.prepare(
        `INSERT INTO refresh_tokens (hash, family_id, customer_id, parent_hash, created_at, expires_at)
         VALUES (@hash, @familyId, @customerId, @parentHash, @now, @expiresAt)`,
      ),
      token: db.prepare<[string], TokenRow>(
        `SELECT t.hash, t.family_id, t.customer_id, t.expires_at, t.rotated_at, t.revoked_at,
           f.expires_at AS family_expires_at, f.revoked_at AS family_revoked_at
         FROM refresh_tokens t JOIN token_families f ON f.id = t.family_id WHERE t.hash = ?`,
      ),
      // The guard `rotated_at IS NULL` makes the rotation a compare-and-set: of two racing refreshes only one changes a row.
      markRotated: db.prepare('UPDATE refresh_tokens SET rotated_at = ? WHERE hash = ? AND rotated_at IS NULL'),
      activeFamily: db
        .prepare<[string, number]>(
          'SELECT 1 FROM token_families WHERE id = ? AND revoked_at IS NULL AND expires_at > ?',
        )
        .pluck(),
      revokeFamily: db.prepare(
        'UPDATE token_families SET revoked_at = ?, reason = ? WHERE id = ? AND revoked_at IS NULL',
      ),
      revokeFamilyTokens: db.prepare(
        'UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL',
      ),
      revokeAll: db.prepare(
        'UPDATE token_families SET revoked_at = ?, reason = ? WHERE customer_id = ? AND revoked_at IS NULL',
      ),
      retireResets: db.prepare(
        'UPDATE password_reset_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL',
      ),
      insertReset: db.prepare(
        'INSERT INTO password_reset_tokens (hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      ),
      reset: db.prepare<[string], ResetRow>(
        'SELECT customer_id, expires_at, used_at FROM password_reset_tokens WHERE hash = ?',
      ),
      useReset: db.prepare('UPDATE password_reset_tokens SET used_at = ? WHERE hash = ? AND used_at IS NULL'),
      setPassword: db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?'),
    };
  }

  async startFamily(
    family: { id: string; customerId: number; now: number; expiresAt: number },
    first: NewRefreshToken,
  ): Promise<void> {
    this.db.transaction(() => {
      this.statements.purgeFamilies.run(family.customerId, family.now);
      this.statements.purgeResets.run(family.customerId, family.now);
      this.statements.insertFamily.run(family.id, family.customerId, family.now, family.expiresAt);
      this.statements.insertToken.run({
        ...first,
        familyId: family.id,
        customerId: family.customerId,
        parentHash: null,
        now: family.now,
      });
    })();
  }

  async rotate(presentedHash: string, next: NewRefreshToken, now: number, graceMs: number): Promise<RotationOutcome> {
    const s = this.statements;
    // IMMEDIATE takes the write lock before reading, so another process cannot rotate the token between our read and
    // our write; within this process better-sqlite3 runs the whole function without yielding.
    return this.db
      .transaction((): RotationOutcome => {
        const token = s.token.get(presentedHash);
        if (
          !token ||
          token.revoked_at !== null ||
          token.family_revoked_at !== null ||
          token.expires_at <= now ||
          token.family_expires_at <= now
        )
          return { kind: 'invalid' };
        const who = { familyId: token.family_id, customerId: token.customer_id };
        const issue = () =>
          s.insertToken.run({
            ...next,
            ...who,
            parentHash: presentedHash,
            now,
            expiresAt: Math.min(next.expiresAt, token.family_expires_at),
          });
        if (s.markRotated.run(now, presentedHash).changes === 1) {
          issue();
          return { kind: 'rotated', ...who };
        }
        if (token.rotated_at !== null && now - token.rotated_at <= graceMs) {
          issue();
          return { kind: 'retried', ...who };
        }
        s.revokeFamily.run(now, 'reuse', token.family_id);
        s.revokeFamilyTokens.run(now, token.family_id);
        return { kind: 'reused', ...who };
      })
      .immediate();
  }

  async findRefreshToken(hash: string): Promise<StoredRefreshToken | undefined> {
    const row = this.statements.token.get(hash);
    if (!row) return undefined;
    return {
      hash: row.hash,
      familyId: row.family_id,
      customerId: row.customer_id,
      expiresAt: row.expires_at,
      rotatedAt: row.rotated_at,
      revokedAt: row.revoked_at,
      familyExpiresAt: row.family_expires_at,
      familyRevokedAt: row.family_revoked_at,
    };
  }

  async isFamilyActive(familyId: string, now: number): Promise<boolean> {
    return this.statements.activeFamily.get(familyId, now) !== undefined;
  }

  async revokeFamily(familyId: string, now: number, reason: string): Promise<void> {
    this.db.transaction(() => {
      this.statements.revokeFamily.run(now, reason, familyId);
      this.statements.revokeFamilyTokens.run(now, familyId);
    })();
  }

  async revokeAllFamilies(customerId: number, now: number, reason: string): Promise<void> {
    this.db.transaction(() => this.statements.revokeAll.run(now, reason, customerId))();
  }

  async createResetToken(token: { hash: string; customerId: number; now: number; expiresAt: number }): Promise<void> {
    this.db.transaction(() => {
      this.statements.retireResets.run(token.now, token.customerId);
      this.statements.insertReset.run(token.hash, token.customerId, token.now, token.expiresAt);
    })();
  }

  async redeemResetToken(
    hash: string,
    customerId: number,
    passwordHash: string,
    now: number,
  ): Promise<ResetRedemption> {
    const s = this.statements;
    return this.db
      .transaction((): ResetRedemption => {
        const reset = s.reset.get(hash);
        if (!reset || reset.customer_id !== customerId) return 'unknown';
        if (reset.used_at !== null) return 'used';
        if (reset.expires_at <= now) return 'expired';
        if (s.useReset.run(now, hash).changes !== 1) return 'used';
        s.setPassword.run(passwordHash, customerId);
        s.revokeAll.run(now, 'password-reset', customerId);
        return 'ok';
      })
      .immediate();
  }
}
