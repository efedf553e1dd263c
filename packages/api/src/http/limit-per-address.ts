import type { RequestHandler } from 'express';
import { clientAddress } from './client-address.js';
import { sendError } from './envelope.js';
import type { RateLimitOptions } from './rate-limit.js';
import { rateLimitCounter, type SharedLimit } from './rate-limit-store.js';

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
  const counter = rateLimitCounter(options, shared);
  return async (req, res, next) => {
    const decision = await counter.hit(clientAddress(req), now());
    if (decision.allowed) return next();
    res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
    sendError(res, 429, message);
  };
}
