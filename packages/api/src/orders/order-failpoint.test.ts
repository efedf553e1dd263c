import { describe, expect, it, vi } from 'vitest';
import { logger } from '../log/logger.js';
import { orderFailpointFromEnv } from './order-failpoint.js';

/** Whether the placement at `point` of `orderId` was let through (false: it waits, as a test meant it to). */
async function passes(
  failpoint: ReturnType<typeof orderFailpointFromEnv>,
  point: 'after-claim' | 'inside-write',
  id: string,
) {
  // A resolved failpoint settles within the microtasks that run before the next macrotask; a waiting one never does.
  const nextMacrotask = new Promise<false>((done) => setImmediate(() => done(false)));
  return Promise.race([failpoint(point, id).then(() => true), nextMacrotask]);
}

describe('ORDER_FAILPOINT', () => {
  it('stops only the named order at the named point, and says so on one line', async () => {
    const lines: string[] = [];
    const failpoint = orderFailpointFromEnv(
      { NODE_ENV: 'test', ORDER_FAILPOINT: 'after-claim:a-1, inside-write:b-2' },
      (line) => lines.push(line),
    );
    expect(await passes(failpoint, 'after-claim', 'a-1')).toBe(false);
    expect(await passes(failpoint, 'inside-write', 'b-2')).toBe(false);
    expect(await passes(failpoint, 'inside-write', 'a-1')).toBe(true);
    expect(await passes(failpoint, 'after-claim', 'c-3')).toBe(true);
    expect(lines).toEqual(['order failpoint after-claim reached: a-1', 'order failpoint inside-write reached: b-2']);
  });

  it('is ignored, with a warning, unless NODE_ENV is exactly "test"', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      for (const NODE_ENV of ['production', 'development', undefined, 'Test']) {
        const failpoint = orderFailpointFromEnv({ NODE_ENV, ORDER_FAILPOINT: 'after-claim:a-1' }, () => {});
        expect(await passes(failpoint, 'after-claim', 'a-1')).toBe(true);
      }
      expect(warn).toHaveBeenCalledTimes(4);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a value it cannot read instead of arming half of it', () => {
    for (const value of ['after-claim', 'before-claim:a-1', 'inside-write:', 'after-claim:a-1,oops'])
      expect(() => orderFailpointFromEnv({ NODE_ENV: 'test', ORDER_FAILPOINT: value })).toThrow(/ORDER_FAILPOINT/);
  });

  it('lets every placement through when unset', async () => {
    expect(await passes(orderFailpointFromEnv({ NODE_ENV: 'test' }), 'inside-write', 'a-1')).toBe(true);
  });
});
