import type { Request } from 'express';
import { verifyAccessToken } from '../users/access-token.js';
import type { TokenRepository } from '../users/token-repository.js';
import type { AuthenticatedCustomer, CustomerAuth } from './customer-auth.js';
import { type FamilyRevocations, noFamilyRevocations } from './family-revocations.js';
import { requestToken } from './request-token.js';

/**
 * `CustomerAuth` over our signed access tokens. Besides the signature and expiry, the token's refresh-token family
 * must still be active: logout, a password change and reuse detection end the access tokens of a family at once,
 * not only when they expire. That costs one indexed read per request, which is cheap next to correctness. A family
 * known revoked to the shared cache (Redis, with several processes) is turned away before that read; the database
 * still decides every other case, so a revocation whose announcement was lost is not missed.
 */
export class TokenCustomerAuth implements CustomerAuth {
  constructor(
    private readonly secret: Uint8Array,
    private readonly tokens: TokenRepository,
    private readonly now: () => number = Date.now,
    private readonly revocations: FamilyRevocations = noFamilyRevocations,
  ) {}

  async authenticate(req: Request): Promise<AuthenticatedCustomer | undefined> {
    const token = requestToken(req);
    return token ? this.authenticateToken(token) : undefined;
  }

  async authenticateToken(token: string): Promise<AuthenticatedCustomer | undefined> {
    const now = this.now();
    const claims = await verifyAccessToken(token, this.secret, now);
    if (!claims || (await this.revocations.isRevoked(claims.familyId))) return undefined;
    if (!(await this.tokens.isFamilyActive(claims.familyId, now))) return undefined;
    return claims;
  }
}
