import type { Redis, RedisOptions } from 'ioredis';
import { logger } from '../log/logger.js';

export type { Redis } from 'ioredis';

/** Redis is a cache and a counter here: a command that does not answer this fast is treated as an outage. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** How long the first user of a new client waits for its connection before degrading. */
const FIRST_CONNECTION_WAIT_MS = 1000;

const clients = new Map<string, Promise<Redis>>();

/**
 * The process's one client for `REDIS_URL`, created on first use; `ioredis` is loaded only then, so the embedded
 * default never loads it. Commands fail fast while Redis is away (no offline queue, a short timeout): callers degrade
 * (an uncached page, an in-memory limit) instead of waiting, and the client reconnects in the background. The returned
 * promise waits up to a second for the first connection.
 */
export function openRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  let client = clients.get(url);
  if (!client) {
    client = (async () => {
      const { Redis } = await import('ioredis');
      const redis = new Redis(url, {
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: 2000,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        // Reconnect for ever, at most every 2 s: Redis coming back must be noticed without a restart.
        retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
        ...options,
      });
      let lastLogged = 0;
      redis.on('error', (error: Error) => {
        // An outage repeats the same error on every reconnection attempt: once every 30 s is enough to know.
        if (Date.now() - lastLogged < 30_000) return;
        lastLogged = Date.now();
        logger.error({ err: error }, `[redis] ${error.message}`);
      });
      // Commands are not queued: give the first connection a moment, so the first requests already use Redis.
      await redisReady(redis, FIRST_CONNECTION_WAIT_MS).catch(() => undefined);
      return redis;
    })();
    clients.set(url, client);
  }
  return client;
}

/** Closes every client this process opened (graceful shutdown). */
export async function closeRedis(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(
    open.map(async (client) => {
      const redis = await client;
      await redis.quit().catch(() => redis.disconnect());
    }),
  );
}

/** Resolves once the client is connected, or rejects after `timeoutMs` (start-up checks and tests). */
export async function redisReady(redis: Redis, timeoutMs = 2000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`Redis not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}
