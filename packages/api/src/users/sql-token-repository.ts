import { type FamilyRevocations, noFamilyRevocations, type RevokedFamily } from '../auth/family-revocations.js';
import { ident, type Sql, sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
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
  parent_hash: string | null;
  created_at: number;
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

/** PostgreSQL: lock the row read, so a concurrent writer of it waits for this transaction and then sees its result. */
function forUpdate(tx: SqlExecutor, of: string): Sql {
  // SQLite has no row locks and needs none: BEGIN IMMEDIATE already made this transaction the only writer.
  return tx.dialect === 'postgres' ? sql` FOR UPDATE OF ${ident(of)}` : sql``;
}

const TOKEN_SELECT = sql`SELECT t.hash, t.family_id, t.parent_hash, t.created_at, t.customer_id, t.expires_at, t.rotated_at, t.revoked_at,
    f.expires_at AS family_expires_at, f.revoked_at AS family_revoked_at
  FROM refresh_tokens t JOIN token_families f ON f.id = t.family_id`;

export class SqlTokenRepository implements TokenRepository {
  constructor(
    private readonly db: SqlDatabase,
    private readonly revocations: FamilyRevocations = noFamilyRevocations,
  ) {}

  private insertToken(
    tx: SqlExecutor,
    token: NewRefreshToken & { familyId: string; customerId: number; parentHash: string | null; now: number },
  ) {
    return tx.run(
      sql`INSERT INTO refresh_tokens (hash, family_id, customer_id, parent_hash, created_at, expires_at)
          VALUES (${token.hash}, ${token.familyId}, ${token.customerId}, ${token.parentHash}, ${token.now},
            ${token.expiresAt})`,
    );
  }

  /** Revokes one family and its tokens; answers the family when this call revoked it (not already revoked). */
  private async revokeFamilyIn(tx: SqlExecutor, familyId: string, now: number, reason: string) {
    const revoked = await tx.all<RevokedFamily>(
      sql`UPDATE token_families SET revoked_at = ${now}, reason = ${reason}
          WHERE id = ${familyId} AND revoked_at IS NULL
          RETURNING id, expires_at AS "expiresAt"`,
    );
    await tx.run(
      sql`UPDATE refresh_tokens SET revoked_at = ${now} WHERE family_id = ${familyId} AND revoked_at IS NULL`,
    );
    return revoked;
  }

  private revokeAllIn(tx: SqlExecutor, customerId: number, now: number, reason: string) {
    return tx.all<RevokedFamily>(
      sql`UPDATE token_families SET revoked_at = ${now}, reason = ${reason}
          WHERE customer_id = ${customerId} AND revoked_at IS NULL
          RETURNING id, expires_at AS "expiresAt"`,
    );
  }

  async startFamily(
    family: { id: string; customerId: number; now: number; expiresAt: number },
    first: NewRefreshToken,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Expired families and reset tokens answer exactly like unknown ones, so a login clears its customer's old rows.
      await tx.run(
        sql`DELETE FROM token_families WHERE customer_id = ${family.customerId} AND expires_at <= ${family.now}`,
      );
      await tx.run(
        sql`DELETE FROM password_reset_tokens WHERE customer_id = ${family.customerId} AND expires_at <= ${family.now}`,
      );
      await tx.run(
        sql`INSERT INTO token_families (id, customer_id, created_at, expires_at)
            VALUES (${family.id}, ${family.customerId}, ${family.now}, ${family.expiresAt})`,
      );
      await this.insertToken(tx, {
        ...first,
        familyId: family.id,
        customerId: family.customerId,
        parentHash: null,
        now: family.now,
      });
    });
  }

  async rotate(presentedHash: string, next: NewRefreshToken, now: number, graceMs: number): Promise<RotationOutcome> {
    const { outcome, revoked } = await this.db.transaction(async (tx) => {
      const token = await this.tokenOfLockedFamily(tx, presentedHash);
      const none = { revoked: [] as RevokedFamily[] };
      if (
        !token ||
        token.revoked_at !== null ||
        token.family_revoked_at !== null ||
        token.expires_at <= now ||
        token.family_expires_at <= now
      )
        return { outcome: { kind: 'invalid' } as RotationOutcome, ...none };
      const who = { familyId: token.family_id, customerId: token.customer_id };
      const issue = () =>
        this.insertToken(tx, {
          ...next,
          ...who,
          parentHash: presentedHash,
          now,
          expiresAt: Math.min(next.expiresAt, token.family_expires_at),
        });
      const reuse = async () => {
        const revoked = await this.revokeFamilyIn(tx, token.family_id, now, 'reuse');
        return { outcome: { kind: 'reused', ...who } as RotationOutcome, revoked };
      };
      // The guard `rotated_at IS NULL` keeps the rotation a compare-and-set even without the lock.
      const marked = await tx.run(
        sql`UPDATE refresh_tokens SET rotated_at = ${now} WHERE hash = ${presentedHash} AND rotated_at IS NULL`,
      );
      if (marked.changes === 1) {
        // A sibling already in use means two holders of the parent each took a successor: the chain forked, so
        // one of them replayed a token (a thief's copy of a token its owner had not rotated away yet).
        if (await this.siblingInUse(tx, token, graceMs)) return reuse();
        await issue();
        return { outcome: { kind: 'rotated', ...who } as RotationOutcome, ...none };
      }
      if (token.rotated_at !== null && now - token.rotated_at <= graceMs) {
        await issue();
        return { outcome: { kind: 'retried', ...who } as RotationOutcome, ...none };
      }
      // Presented again after the grace window. While no successor of it was ever presented, its holder is the only
      // one using the family: a client that never stores the token a refresh answers (Vue Storefront 1 does this).
      // See docs/adr/0022-refresh-tokens-of-clients-that-never-rotate.md.
      if (!(await this.successorInUse(tx, token))) {
        await issue();
        return { outcome: { kind: 'repeated', ...who } as RotationOutcome, ...none };
      }
      return reuse();
    });
    await this.revocations.announce(revoked, now);
    return outcome;
  }

  /**
   * The presented token, read once its family's row is locked (PostgreSQL) or under the write lock (SQLite), so the
   * rotations of one family run one after another and each reads what the one before it committed. Of two refreshes
   * with one token the second sees the token rotated a moment ago and answers 'retried', rather than reading it
   * unrotated, losing the compare-and-set and taking itself for a replay. A lock on the token's row alone would not
   * do: an owner and a thief who each present their successor of one token at the same moment lock different rows,
   * each reads the other's successor still unused, both rotate, and the fork goes unnoticed for the family's life.
   * The family row is locked first, as revocations update it first, so the two never wait on each other crosswise.
   */
  private async tokenOfLockedFamily(tx: SqlExecutor, hash: string): Promise<TokenRow | undefined> {
    const found = await tx.get<{ family_id: string }>(sql`SELECT family_id FROM refresh_tokens WHERE hash = ${hash}`);
    if (!found) return undefined;
    await tx.get(sql`SELECT f.id FROM token_families f WHERE f.id = ${found.family_id}${forUpdate(tx, 'f')}`);
    return tx.get<TokenRow>(sql`${TOKEN_SELECT} WHERE t.hash = ${hash}`);
  }

  /** Whether a token issued for `token` (by a rotation, a retry or a repetition) has itself been presented. */
  private async successorInUse(tx: SqlExecutor, token: TokenRow): Promise<boolean> {
    const row = await tx.get<{ hash: string }>(
      sql`SELECT hash FROM refresh_tokens
          WHERE family_id = ${token.family_id} AND parent_hash = ${token.hash} AND rotated_at IS NOT NULL LIMIT 1`,
    );
    return row !== undefined;
  }

  /**
   * Whether another successor of `token`'s parent has been presented. Successors issued within the grace window of
   * each other are one client's retries after a lost answer, of which it keeps one: they do not count.
   */
  private async siblingInUse(tx: SqlExecutor, token: TokenRow, graceMs: number): Promise<boolean> {
    if (token.parent_hash === null) return false;
    const row = await tx.get<{ hash: string }>(
      sql`SELECT hash FROM refresh_tokens
          WHERE family_id = ${token.family_id} AND parent_hash = ${token.parent_hash} AND hash <> ${token.hash}
            AND rotated_at IS NOT NULL
            AND (created_at < ${token.created_at - graceMs} OR created_at > ${token.created_at + graceMs})
          LIMIT 1`,
    );
    return row !== undefined;
  }

  async findRefreshToken(hash: string): Promise<StoredRefreshToken | undefined> {
    const row = await this.db.get<TokenRow>(sql`${TOKEN_SELECT} WHERE t.hash = ${hash}`);
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

  // The primary, never `db.replica`: a replica's lag would let a just-revoked family through.
  async isFamilyActive(familyId: string, now: number): Promise<boolean> {
    const row = await this.db.get(
      sql`SELECT 1 AS active FROM token_families WHERE id = ${familyId} AND revoked_at IS NULL AND expires_at > ${now}`,
    );
    return row !== undefined;
  }

  async revokeFamily(familyId: string, now: number, reason: string): Promise<void> {
    const revoked = await this.db.transaction((tx) => this.revokeFamilyIn(tx, familyId, now, reason));
    await this.revocations.announce(revoked, now);
  }

  async revokeAllFamilies(customerId: number, now: number, reason: string): Promise<void> {
    const revoked = await this.db.transaction((tx) => this.revokeAllIn(tx, customerId, now, reason));
    await this.revocations.announce(revoked, now);
  }

  async createResetToken(token: { hash: string; customerId: number; now: number; expiresAt: number }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run(
        sql`UPDATE password_reset_tokens SET used_at = ${token.now}
            WHERE customer_id = ${token.customerId} AND used_at IS NULL`,
      );
      await tx.run(
        sql`INSERT INTO password_reset_tokens (hash, customer_id, created_at, expires_at)
            VALUES (${token.hash}, ${token.customerId}, ${token.now}, ${token.expiresAt})`,
      );
    });
  }

  async checkResetToken(hash: string, customerId: number | undefined, now: number): Promise<ResetRedemption> {
    const reset = await this.db.get<ResetRow>(
      sql`SELECT customer_id, expires_at, used_at FROM password_reset_tokens WHERE hash = ${hash}`,
    );
    if (!reset || customerId === undefined || reset.customer_id !== customerId) return 'unknown';
    if (reset.used_at !== null) return 'used';
    return reset.expires_at <= now ? 'expired' : 'ok';
  }

  async redeemResetToken(
    hash: string,
    customerId: number,
    passwordHash: string,
    now: number,
  ): Promise<ResetRedemption> {
    const { answer, revoked } = await this.db.transaction(async (tx) => {
      const none = { revoked: [] as RevokedFamily[] };
      // Locked like a rotation: a concurrent redemption of the same token waits, then reads it used.
      const reset = await tx.get<ResetRow>(
        sql`SELECT customer_id, expires_at, used_at FROM password_reset_tokens r
            WHERE hash = ${hash}${forUpdate(tx, 'r')}`,
      );
      if (!reset || reset.customer_id !== customerId) return { answer: 'unknown' as const, ...none };
      if (reset.used_at !== null) return { answer: 'used' as const, ...none };
      if (reset.expires_at <= now) return { answer: 'expired' as const, ...none };
      const used = await tx.run(
        sql`UPDATE password_reset_tokens SET used_at = ${now} WHERE hash = ${hash} AND used_at IS NULL`,
      );
      if (used.changes !== 1) return { answer: 'used' as const, ...none };
      await tx.run(sql`UPDATE customers SET password_hash = ${passwordHash} WHERE id = ${customerId}`);
      return { answer: 'ok' as const, revoked: await this.revokeAllIn(tx, customerId, now, 'password-reset') };
    });
    await this.revocations.announce(revoked, now);
    return answer;
  }
}
