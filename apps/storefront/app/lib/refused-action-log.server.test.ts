import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRefusedCrossOriginAction, refusalSummary } from './refused-action-log.server';
import { logger } from './logger.server';

afterEach(() => vi.restoreAllMocks());

const post = (origin?: string, method = 'POST') =>
  new Request('http://shop.example/cart', { method, headers: origin === undefined ? {} : { origin } });

describe('isRefusedCrossOriginAction', () => {
  it('is a write whose Origin is another site, "null" or no URL; never a read or the page’s own write', () => {
    expect(isRefusedCrossOriginAction(post('https://evil.example'))).toBe(true);
    expect(isRefusedCrossOriginAction(post('null'))).toBe(true);
    expect(isRefusedCrossOriginAction(post('not a url'))).toBe(true);
    expect(isRefusedCrossOriginAction(post('https://evil.example', 'DELETE'))).toBe(true);
    expect(isRefusedCrossOriginAction(post('http://shop.example'))).toBe(false);
    expect(isRefusedCrossOriginAction(post())).toBe(false);
    expect(isRefusedCrossOriginAction(post('https://evil.example', 'GET'))).toBe(false);
  });
});

describe('refusalSummary', () => {
  it('logs the first refusal, then at most one line a minute with the count since, in the log', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    let clock = 0;
    const refused = refusalSummary('cross-origin actions', { now: () => clock });
    for (let i = 0; i < 1000; i++) refused();
    expect(warn.mock.calls).toEqual([['[security] 1 cross-origin actions refused']]);
    clock += 59_999;
    refused();
    expect(warn).toHaveBeenCalledTimes(1);
    clock += 1;
    refused();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]).toEqual(['[security] 1001 cross-origin actions refused since the last report']);
  });
});
