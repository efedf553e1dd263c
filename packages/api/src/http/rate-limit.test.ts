import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  it('allows max hits per key and window, then says when to retry', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 100).allowed).toBe(true);
    expect(limiter.hit('a', 400)).toEqual({ allowed: false, retryAfterMs: 600, hits: 3 });
    expect(limiter.hit('b', 400).allowed).toBe(true);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
  });

  it('forgets the oldest keys beyond its capacity', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 1000, maxKeys: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 1);
    limiter.hit('c', 2);
    expect(limiter.hit('a', 3).allowed).toBe(true);
    expect(limiter.hit('c', 4).allowed).toBe(false);
  });

  it('takes back a forgiven hit, never below zero', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 });
    limiter.forgive('a');
    expect(limiter.hit('a', 0).allowed).toBe(true);
    limiter.forgive('a');
    limiter.forgive('a');
    expect(limiter.hit('a', 1).allowed).toBe(true);
    expect(limiter.hit('a', 2).allowed).toBe(false);
  });
});
