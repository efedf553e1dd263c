/** A refresh token as stored (only its SHA-256 hash), with the state of its family. */
export interface StoredRefreshToken {
  hash: string;
  familyId: string;
  customerId: number;
  expiresAt: number;
  rotatedAt: number | null;
  revokedAt: number | null;
  familyExpiresAt: number;
  familyRevokedAt: number | null;
}

export interface NewRefreshToken {
  hash: string;
  expiresAt: number;
}

export type RotationOutcome =
  /** The presented token was current: it is now rotated and `next` is the family's current token. */
  | { kind: 'rotated'; familyId: string; customerId: number }
  /** The presented token was rotated within the grace window (a retry after a lost answer): `next` is issued too. */
  | { kind: 'retried'; familyId: string; customerId: number }
  /**
   * Rotated before the grace window, but no successor of it was ever presented: its holder never keeps the token a
   * refresh answers, so it is still the only holder. `next` is issued as for a rotation.
   */
  | { kind: 'repeated'; familyId: string; customerId: number }
  /**
   * A replay: the token was presented again after a successor of it was used, or it forked the chain (a sibling
   * successor is in use). The whole family is now revoked.
   */
  | { kind: 'reused'; familyId: string; customerId: number }
  /** Unknown, expired or revoked. */
  | { kind: 'invalid' };

export type ResetRedemption = 'ok' | 'unknown' | 'expired' | 'used';

/**
 * Refresh-token families and password-reset tokens. Tokens are stored only as hashes. Every write is one
 * transaction; rotation is decided inside it, so two concurrent refreshes with one token cannot both rotate it.
 */
export interface TokenRepository {
  /** A new family (a login) with its first refresh token. */
  startFamily(
    family: { id: string; customerId: number; now: number; expiresAt: number },
    first: NewRefreshToken,
  ): Promise<void>;
  rotate(presentedHash: string, next: NewRefreshToken, now: number, graceMs: number): Promise<RotationOutcome>;
  findRefreshToken(hash: string): Promise<StoredRefreshToken | undefined>;
  /** Whether the family exists, is not revoked and has not expired. */
  isFamilyActive(familyId: string, now: number): Promise<boolean>;
  revokeFamily(familyId: string, now: number, reason: string): Promise<void>;
  revokeAllFamilies(customerId: number, now: number, reason: string): Promise<void>;
  /** Stores a reset token; the customer's earlier unused reset tokens stop working (only the latest mail counts). */
  createResetToken(token: { hash: string; customerId: number; now: number; expiresAt: number }): Promise<void>;
  /**
   * What `redeemResetToken` would answer now, changing nothing: lets the caller refuse a wrong token before it pays
   * for hashing the new password. `customerId` undefined (no such account) answers 'unknown' after the same look-up.
   */
  checkResetToken(hash: string, customerId: number | undefined, now: number): Promise<ResetRedemption>;
  /**
   * In one transaction: checks the reset token of `customerId`, marks it used, stores `passwordHash` and revokes all
   * refresh-token families of the customer. Nothing changes unless the answer is 'ok'.
   */
  redeemResetToken(hash: string, customerId: number, passwordHash: string, now: number): Promise<ResetRedemption>;
}
