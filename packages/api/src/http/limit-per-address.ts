import type { RequestHandler } from 'express';
import { rateLimit, type IncrementResponse, type Store } from 'express-rate-limit';
import { clientAddress } from './client-address.js';
import { sendError } from './envelope.js';
import type { RateLimitOptions } from './rate-limit.js';
import { rateLimitCounter, type RateLimitCounter, type SharedLimit } from './rate-limit-store.js';

/**
 * express-rate-limit's store interface over one of our counters: in memory it runs on the injected clock (tests move
 * it), in Redis on `rate-limit-redis` with the in-process fallback.
 */
class CounterStore implements Store {
  constructor(
    private readonly counter: RateLimitCounter,
    private readonly now: () => number,
  ) {}

  async increment(key: string): Promise<IncrementResponse> {
    const now = this.now();
    const decision = await this.counter.hit(key, now);
    return { totalHits: decision.hits, resetTime: new Date(now + decision.retryAfterMs) };
  }

  async decrement(key: string): Promise<void> {
    await this.counter.forgive(key, this.now());
  }

  async resetKey(key: string): Promise<void> {
    await this.counter.reset(key);
  }
}

/**
 * At most `max` requests per client address and window; beyond them 429 with `Retry-After` and `message`, and the
 * route does not run. With `shared.redisUrl` every process counts together.
 */
export function limitPerAddress(
  options: RateLimitOptions,
  message: string,
  now: () => number = Date.now,
  shared?: SharedLimit,
): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    store: new CounterStore(rateLimitCounter(options, shared), now),
    keyGenerator: (req) => clientAddress(req),
    // Our own answer only: the envelope with the message and Retry-After, none of the draft RateLimit headers.
    standardHeaders: false,
    legacyHeaders: false,
    // Its checks judge `req.ip`; the key here is `clientAddress`, which applies the proxy rules itself.
    validate: false,
    handler: (req, res) => {
      const resetTime = (req as typeof req & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfterMs = resetTime ? resetTime.getTime() - now() : options.windowMs;
      res.setHeader('Retry-After', String(Math.ceil(Math.max(0, retryAfterMs) / 1000)));
      sendError(res, 429, message);
    },
  });
}
