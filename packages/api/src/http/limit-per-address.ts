import type { RequestHandler } from 'express';
import { clientAddress } from './client-address.js';
import { sendError } from './envelope.js';
import { RateLimiter, type RateLimitOptions } from './rate-limit.js';

/**
 * At most `max` requests per client address and window; beyond them 429 with `Retry-After` and `message`, and the
 * route does not run.
 */
export function limitPerAddress(
  options: RateLimitOptions,
  message: string,
  now: () => number = Date.now,
): RequestHandler {
  const limiter = new RateLimiter(options);
  return (req, res, next) => {
    const decision = limiter.hit(clientAddress(req), now());
    if (decision.allowed) return next();
    res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
    sendError(res, 429, message);
  };
}
