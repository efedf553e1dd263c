import { describe, expect, it } from 'vitest';
import { isTokenFresh, tokenExpiresAt } from './token-expiry.js';

const jwt = (payload: object) =>
  ['{"alg":"HS256"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') +
  '.signature';

describe('access token expiry', () => {
  it('reads exp in milliseconds', () => {
    expect(tokenExpiresAt(jwt({ sub: '1', exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('is fresh until the margin before exp', () => {
    const token = jwt({ exp: 100 });
    expect(isTokenFresh(token, 94_000)).toBe(true);
    expect(isTokenFresh(token, 95_000)).toBe(false);
    expect(isTokenFresh(token, 200_000)).toBe(false);
  });

  it('leaves opaque or broken tokens to the API', () => {
    expect(tokenExpiresAt('0123456789abcdef')).toBeUndefined();
    expect(tokenExpiresAt('a.%%%.c')).toBeUndefined();
    expect(isTokenFresh('opaque', Date.now())).toBe(true);
  });
});
