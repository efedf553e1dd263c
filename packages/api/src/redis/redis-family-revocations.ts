import type { FamilyRevocations, RevokedFamily } from '../auth/family-revocations.js';
import type { Redis } from './open-redis.js';
import { logger } from '../log/logger.js';

/** The key of a revoked family; it lives as long as the family would have, then nothing could use it anyway. */
export function revokedFamilyKey(familyId: string): string {
  return `revoked:${familyId}`;
}

/**
 * Token-family revocations shared through Redis, so every process turns a revoked session away without a database
 * read. Only a cache in front of the database: a missing key means "ask the database" (the announcement may have
 * been lost to an outage), and any Redis failure answers the same, never an error.
 */
export class RedisFamilyRevocations implements FamilyRevocations {
  private lastLogged = 0;

  constructor(private readonly redis: () => Promise<Redis>) {}

  async announce(families: readonly RevokedFamily[], now: number): Promise<void> {
    const living = families.filter((family) => family.expiresAt > now);
    if (!living.length) return;
    try {
      const redis = await this.redis();
      const batch = redis.multi();
      for (const family of living) batch.set(revokedFamilyKey(family.id), '1', 'PX', family.expiresAt - now);
      const results = await batch.exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (failed) throw failed;
    } catch (error) {
      // The revocation is committed in the database, which every check still reads when the key is missing.
      this.log(error);
    }
  }

  async isRevoked(familyId: string): Promise<true | undefined> {
    try {
      const redis = await this.redis();
      return (await redis.exists(revokedFamilyKey(familyId))) === 1 ? true : undefined;
    } catch (error) {
      this.log(error);
      return undefined;
    }
  }

  private log(error: unknown): void {
    // An outage fails every request the same way: once every 30 s is enough to know.
    if (Date.now() - this.lastLogged < 30_000) return;
    this.lastLogged = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`[revocations] Redis unavailable (${reason}): checking token families in the database`);
  }
}
