import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis } from '../redis/open-redis.js';
import { redisMissing, startTestRedis } from '../test-support/start-test-redis.js';
import { rateLimitCounter } from './rate-limit-store.js';

const options = { max: 2, windowMs: 60_000 };
const NOW = 1_800_000_000_000;

describe('rateLimitCounter in memory', () => {
  it('counts per counter: two processes would each allow max', async () => {
    const a = rateLimitCounter(options);
    const b = rateLimitCounter(options);
    for (const counter of [a, b]) {
      expect((await counter.hit('1.2.3.4', NOW)).allowed).toBe(true);
      expect((await counter.hit('1.2.3.4', NOW)).allowed).toBe(true);
      expect((await counter.hit('1.2.3.4', NOW)).allowed).toBe(false);
    }
  });
});

const missing = redisMissing();
if (missing) console.warn(`Skipping the Redis rate-limit tests: ${missing}`);

describe.skipIf(missing !== undefined)('rateLimitCounter in Redis', () => {
  let redis: Awaited<ReturnType<typeof startTestRedis>>;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await closeRedis();
    await redis?.stop();
  });

  it('counts one limit across processes, and apart per scope', async () => {
    // Two counters of one scope stand for the same limit in two processes.
    const first = rateLimitCounter(options, { scope: 'orders', redisUrl: redis.url });
    const second = rateLimitCounter(options, { scope: 'orders', redisUrl: redis.url });
    const other = rateLimitCounter(options, { scope: 'reviews', redisUrl: redis.url });
    expect((await first.hit('1.2.3.4', NOW)).allowed).toBe(true);
    expect((await second.hit('1.2.3.4', NOW)).allowed).toBe(true);
    const refused = await first.hit('1.2.3.4', NOW + 1000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(options.windowMs);
    expect((await other.hit('1.2.3.4', NOW)).allowed).toBe(true);
    expect((await second.hit('5.6.7.8', NOW)).allowed).toBe(true);
    // Windows run on Redis's clock: forgetting the key is what starts a new one here.
    await first.reset('1.2.3.4');
    expect((await second.hit('1.2.3.4', NOW)).allowed).toBe(true);
  });

  it('gives back a forgiven attempt to every process', async () => {
    const first = rateLimitCounter(options, { scope: 'login', redisUrl: redis.url });
    const second = rateLimitCounter(options, { scope: 'login', redisUrl: redis.url });
    await first.hit('someone', NOW);
    await first.hit('someone', NOW);
    expect((await second.hit('someone', NOW)).allowed).toBe(false);
    await first.forgive('someone', NOW);
    await first.forgive('someone', NOW);
    expect((await second.hit('someone', NOW)).allowed).toBe(true);
  });

  it('limits in the process while Redis is down, instead of failing', async () => {
    const counter = rateLimitCounter(options, { scope: 'newsletter', redisUrl: redis.url });
    await redis.stop();
    expect((await counter.hit('9.9.9.9', NOW)).allowed).toBe(true);
    expect((await counter.hit('9.9.9.9', NOW)).allowed).toBe(true);
    expect((await counter.hit('9.9.9.9', NOW)).allowed).toBe(false);
    // Redis never comes back in this test, so these answers cannot have waited for it: a hit that queued its command
    // for a reconnection would have held the test until its time-out.
  });
});
