import { randomUUID } from 'node:crypto';
import type { TokenRepository } from './token-repository.js';
import { hashToken, newOpaqueToken } from './token-hash.js';

export interface RefreshTokenSettings {
  refreshTokenTtlSeconds: number;
  refreshGraceSeconds: number;
}

export type RefreshResult =
  | { ok: true; refreshToken: string; familyId: string; customerId: number }
  | { ok: false; reason: 'invalid' | 'reused' };

/**
 * Opaque refresh tokens in families (one family per login). Every refresh rotates the token; presenting a rotated
 * token again revokes the family (RFC 9700 section 4.14) once a successor of it has been used, or when two
 * successors of one token are both used. Within the grace window a repeat is a retry after a lost answer; a client
 * that never keeps the new token presents the same one every time, which is answered as long as none of its
 * successors was ever presented (docs/adr/0022-refresh-tokens-of-clients-that-never-rotate.md).
 */
export class RefreshTokens {
  constructor(
    private readonly tokens: TokenRepository,
    private readonly settings: RefreshTokenSettings,
  ) {}

  /** A new family for a login; the family (and so the session) ends `refreshTokenTtlSeconds` after it. */
  async start(customerId: number, now: number): Promise<{ refreshToken: string; familyId: string }> {
    const refreshToken = newOpaqueToken();
    const familyId = randomUUID();
    const expiresAt = now + this.settings.refreshTokenTtlSeconds * 1000;
    await this.tokens.startFamily(
      { id: familyId, customerId, now, expiresAt },
      { hash: hashToken(refreshToken), expiresAt },
    );
    return { refreshToken, familyId };
  }

  async refresh(presented: string, now: number): Promise<RefreshResult> {
    const refreshToken = newOpaqueToken();
    const outcome = await this.tokens.rotate(
      hashToken(presented),
      { hash: hashToken(refreshToken), expiresAt: now + this.settings.refreshTokenTtlSeconds * 1000 },
      now,
      this.settings.refreshGraceSeconds * 1000,
    );
    if (outcome.kind === 'invalid' || outcome.kind === 'reused') return { ok: false, reason: outcome.kind };
    return { ok: true, refreshToken, familyId: outcome.familyId, customerId: outcome.customerId };
  }

  /** Logout: the family of `presented` ends, with every access token issued for it. */
  async revoke(presented: string, now: number): Promise<boolean> {
    const token = await this.tokens.findRefreshToken(hashToken(presented));
    if (!token) return false;
    await this.tokens.revokeFamily(token.familyId, now, 'logout');
    return true;
  }
}
