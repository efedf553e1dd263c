import { randomBytes } from 'node:crypto';
import {
  createPostgresTestDatabase,
  postgresForTests,
} from '../../../../packages/api/src/test-support/postgres-test-database';
import { testDialect } from '../../../../packages/api/src/test-support/test-database';
import { startRedis } from './redis-server';

/**
 * The admin URL of the run's throwaway PostgreSQL on the PostgreSQL pass (`TEST_DATABASE=postgres`, the same
 * variable as the API tests'), undefined on the SQLite pass. A PostgreSQL pass without PostgreSQL fails here rather
 * than running on SQLite unnoticed.
 */
export function postgresPass(): string | undefined {
  if (testDialect() !== 'postgres') return undefined;
  const adminUrl = postgresForTests();
  if (!adminUrl)
    throw new Error('TEST_DATABASE=postgres, but no PostgreSQL was started for this run (see the warning above)');
  return adminUrl;
}

/**
 * The keys every process of a PostgreSQL shop must be given (the server refuses to start without them): random ones
 * per shop, so no two shops of a run accept each other's signatures.
 */
export function shopSecrets(): Record<'OBJ_HASH_SECRET' | 'AUTH_HASH_SECRET', string> {
  return {
    OBJ_HASH_SECRET: randomBytes(32).toString('base64url'),
    AUTH_HASH_SECRET: randomBytes(32).toString('base64url'),
  };
}

export interface ShopServices {
  /**
   * What the shop's processes (and the importer) need to reach them and each other: `DATABASE_URL`, `REDIS_URL` and
   * the shop's secrets; empty on SQLite.
   */
  env: Record<string, string>;
  /** Drops the database and stops Redis (only those started here). */
  stop(): Promise<void>;
}

export interface ShopServicesOptions {
  /** A database to clone (a seeded template nobody is connected to); by default the migrated, empty one. */
  template?: string;
  /** False: no Redis, for a test of the in-memory output cache itself. */
  redis?: boolean;
}

/**
 * On the PostgreSQL pass, a shop's own PostgreSQL database and its own redis-server, so that one shop's writes and
 * cache invalidations never reach another running at the same time. What `env` names already (a second process of
 * the same shop, a test's own Redis) is left as it is. On the SQLite pass: nothing; the data directory is the shop.
 */
export async function startShopServices(
  env: Record<string, string | undefined>,
  options: ShopServicesOptions = {},
): Promise<ShopServices> {
  const adminUrl = postgresPass();
  if (!adminUrl) return { env: {}, stop: async () => {} };
  const database = env.DATABASE_URL
    ? undefined
    : await createPostgresTestDatabase(adminUrl, { template: options.template });
  let redis;
  try {
    redis = env.REDIS_URL || options.redis === false ? undefined : await startRedis();
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    env: {
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(env.OBJ_HASH_SECRET && env.AUTH_HASH_SECRET ? {} : shopSecrets()),
      ...(redis ? { REDIS_URL: redis.url } : {}),
    },
    stop: async () => {
      await redis?.stop();
      await database?.drop();
    },
  };
}
