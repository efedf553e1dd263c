import { openRedis } from '../redis/open-redis.js';
import { RateLimiter, type RateLimitDecision, type RateLimitOptions } from './rate-limit.js';

/** One limit (orders per address, logins per account...): in process memory, or in Redis shared by every process. */
export interface RateLimitCounter {
  hit(key: string, now: number): Promise<RateLimitDecision>;
  /** Takes back one counted request of `key` in its current window (see `RateLimiter.forgive`). */
  forgive(key: string, now: number): Promise<void>;
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
}

// Takes one back only from a count that is there and above zero: a window that ended meanwhile stays ended.
const FORGIVE_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * A fixed window per key in Redis (INCR, and PEXPIRE when the window's first request made the key), so N processes
 * allow `max` requests together, not N × `max`. Windows are aligned on multiples of `windowMs`. While Redis cannot
 * answer, the process's own in-memory counter decides: limits stay on, per process, instead of failing requests.
 */
class RedisCounter implements RateLimitCounter {
  private lastLogged = 0;

  constructor(
    private readonly scope: string,
    private readonly options: RateLimitOptions,
    private readonly redisUrl: string,
    private readonly fallback: MemoryCounter,
  ) {}

  private key(key: string, now: number): { name: string; windowEnd: number } {
    const window = Math.floor(now / this.options.windowMs);
    return { name: `sf:rl:${this.scope}:${window}:${key}`, windowEnd: (window + 1) * this.options.windowMs };
  }

  async hit(key: string, now: number): Promise<RateLimitDecision> {
    const { name, windowEnd } = this.key(key, now);
    try {
      const redis = await openRedis(this.redisUrl);
      const results = await redis.multi().incr(name).pexpire(name, this.options.windowMs, 'NX').exec();
      const count = Number(results?.[0]?.[1]);
      if (!Number.isFinite(count)) throw new Error('no count from INCR');
      return count <= this.options.max
        ? { allowed: true, retryAfterMs: 0 }
        : { allowed: false, retryAfterMs: Math.max(0, windowEnd - now) };
    } catch (error) {
      this.log(error);
      return this.fallback.hit(key, now);
    }
  }

  async forgive(key: string, now: number): Promise<void> {
    try {
      const redis = await openRedis(this.redisUrl);
      await redis.eval(FORGIVE_SCRIPT, 1, this.key(key, now).name);
    } catch (error) {
      this.log(error);
      await this.fallback.forgive(key);
    }
  }

  private log(error: unknown): void {
    if (Date.now() - this.lastLogged < 30_000) return;
    this.lastLogged = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[rate-limit] Redis unavailable (${reason}): limiting in this process`);
  }
}

/** The counter of one limit: shared through Redis when `shared.redisUrl` is set, else in this process. */
export function rateLimitCounter(options: RateLimitOptions, shared?: SharedLimit): RateLimitCounter {
  const memory = new MemoryCounter(new RateLimiter(options));
  if (!shared?.redisUrl) return memory;
  return new RedisCounter(shared.scope, options, shared.redisUrl, memory);
}
