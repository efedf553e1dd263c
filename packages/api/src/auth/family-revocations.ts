/** A refresh-token family that was just revoked, with the moment it would have expired anyway. */
export interface RevokedFamily {
  id: string;
  expiresAt: number;
}

/**
 * Where revocations of token families are announced after their transaction commits, and looked up before the
 * database. The database stays the truth: `isRevoked` answers true only for a family known to be revoked, and
 * undefined when it does not know (never announced, expired from the cache, or the cache is away), so the caller
 * reads the database then.
 */
export interface FamilyRevocations {
  announce(families: readonly RevokedFamily[], now: number): Promise<void>;
  isRevoked(familyId: string): Promise<true | undefined>;
}

/** The embedded default: no shared cache, every check reads the database. */
export const noFamilyRevocations: FamilyRevocations = {
  announce: async () => undefined,
  isRevoked: async () => undefined,
};
