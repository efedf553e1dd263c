import type { Options as RateLimitMiddlewareOptions } from 'express-rate-limit';
import type { RedisStore, RedisReply } from 'rate-limit-redis';
import { openRedis } from '../redis/open-redis.js';
import { RateLimiter, type RateLimitDecision, type RateLimitOptions } from './rate-limit.js';
import { logger } from '../log/logger.js';

/** One limit (orders per address, logins per account...): in process memory, or in Redis shared by every process. */
export interface RateLimitCounter {
  hit(key: string, now: number): Promise<RateLimitDecision>;
  /** Takes back one counted request of `key` in its current window (see `RateLimiter.forgive`). */
  forgive(key: string, now: number): Promise<void>;
  /** Forgets `key`'s window. */
  reset(key: string): Promise<void>;
}

export interface SharedLimit {
  /** Names the limit in Redis, so two limits with the same key (an address) count apart. */
  scope: string;
  /** `REDIS_URL`; '' keeps the counter in this process. */
  redisUrl: string;
}

class MemoryCounter implements RateLimitCounter {
  constructor(private readonly limiter: RateLimiter) {}

  async hit(key: string, now: number): Promise<RateLimitDecision> {
    return this.limiter.hit(key, now);
  }

  async forgive(key: string): Promise<void> {
    this.limiter.forgive(key);
  }

  async reset(key: string): Promise<void> {
    this.limiter.reset(key);
  }
}

/**
 * A window per key in Redis, counted by `rate-limit-redis` (one script: the first request of a window sets its
 * expiry), so N processes allow `max` requests together, not N × `max`. Its windows run on Redis's clock. While Redis
 * cannot answer, the process's own in-memory counter decides: limits stay on, per process, instead of failing requests.
 */
class RedisCounter implements RateLimitCounter {
  private lastLogged = 0;
  private store: Promise<RedisStore> | undefined;

  constructor(
    private readonly scope: string,
    private readonly options: RateLimitOptions,
    private readonly redisUrl: string,
    private readonly fallback: MemoryCounter,
  ) {}

  /** The store, built on first use; one that could not load its scripts (Redis away) is built again next time. */
  private open(): Promise<RedisStore> {
    if (this.store) return this.store;
    const store = (async () => {
      const redis = await openRedis(this.redisUrl);
      // Loaded only by a shop with Redis, as openRedis loads its client.
      const { RedisStore } = await import('rate-limit-redis');
      const built = new RedisStore({
        prefix: `sf:rl:${this.scope}:`,
        sendCommand: (...args: string[]) => redis.call(args[0]!, ...args.slice(1)) as Promise<RedisReply>,
      });
      await built.init({ windowMs: this.options.windowMs } as RateLimitMiddlewareOptions);
      return built;
    })();
    this.store = store;
    store.catch(() => {
      if (this.store === store) this.store = undefined;
    });
    return store;
  }

  async hit(key: string, now: number): Promise<RateLimitDecision> {
    try {
      const { totalHits, resetTime } = await (await this.open()).increment(key);
      if (totalHits <= this.options.max) return { allowed: true, retryAfterMs: 0, hits: totalHits };
      const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : this.options.windowMs;
      return { allowed: false, retryAfterMs: Math.max(0, retryAfterMs), hits: totalHits };
    } catch (error) {
      this.log(error);
      return this.fallback.hit(key, now);
    }
  }

  async forgive(key: string): Promise<void> {
    try {
      await (await this.open()).decrement(key);
    } catch (error) {
      this.log(error);
      await this.fallback.forgive(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await (await this.open()).resetKey(key);
    } catch (error) {
      this.log(error);
    }
  }

  private log(error: unknown): void {
    if (Date.now() - this.lastLogged < 30_000) return;
    this.lastLogged = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`[rate-limit] Redis unavailable (${reason}): limiting in this process`);
  }
}

/** The counter of one limit: shared through Redis when `shared.redisUrl` is set, else in this process. */
export function rateLimitCounter(options: RateLimitOptions, shared?: SharedLimit): RateLimitCounter {
  const memory = new MemoryCounter(new RateLimiter(options));
  if (!shared?.redisUrl) return memory;
  return new RedisCounter(shared.scope, options, shared.redisUrl, memory);
}
