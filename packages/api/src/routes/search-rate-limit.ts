import type { RequestHandler } from 'express';
import type { ApiConfig } from '../config.js';
import { limitPerAddress } from '../http/limit-per-address.js';

export const TOO_MANY_SEARCHES = 'Too many searches from this address. Please try again in a minute.';

/**
 * The per-client limit of searches (`catalog.searchRateLimit`), one for the REST search and `/graphql`, so a client
 * counts once whichever it asks (docs/security.md#search-mail-and-pages).
 */
export function searchRateLimit(config: ApiConfig, now: () => number): RequestHandler {
  return limitPerAddress(config.catalog.searchRateLimit, TOO_MANY_SEARCHES, now, {
    scope: 'search',
    redisUrl: config.redis.url,
  });
}
