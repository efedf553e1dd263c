import { describe, expect, it } from 'vitest';
import { defaultCartConfig } from '../config/default-commerce-config.js';
import {
  afterServerCartCreateFailure,
  needsNewServerCartAfterLogin,
  placeOrderSucceeded,
} from './server-cart-create.js';

const config = defaultCartConfig();

describe('afterServerCartCreateFailure', () => {
  it('falls back to a guest cart up to 10 times', () => {
    expect(config.guestCartBypassMaxAttempts).toBe(10);
    expect(afterServerCartCreateFailure({ message: 'Internal error', code: 500 }, 0, config)).toEqual({
      kind: 'guest_fallback',
      attempt: 1,
    });
    expect(afterServerCartCreateFailure({ code: 500 }, 9, config)).toEqual({ kind: 'guest_fallback', attempt: 10 });
    expect(afterServerCartCreateFailure({ code: 500 }, 10, config)).toEqual({
      kind: 'give_up',
      reason: 'attempts_exhausted',
    });
  });

  it("never falls back when the error is 'not authorized'", () => {
    expect(afterServerCartCreateFailure({ message: 'not authorized', code: 401 }, 0, config)).toEqual({
      kind: 'give_up',
      reason: 'not_authorized',
    });
    expect(afterServerCartCreateFailure({ message: ' Not Authorized ' }, 0, config).kind).toBe('give_up');
  });
});

describe('placeOrderSucceeded', () => {
  it('is true for no result code or 200 only', () => {
    expect(placeOrderSucceeded(undefined)).toBe(true);
    expect(placeOrderSucceeded(200)).toBe(true);
    expect(placeOrderSucceeded(500)).toBe(false);
    expect(placeOrderSucceeded(400)).toBe(false);
  });
});

describe('needsNewServerCartAfterLogin', () => {
  const bypassOn = { ...config, bypassCartLoaderForAuthorizedUsers: true };
  const at = 1_000_000;

  it('is off by default: the cart is always created', () => {
    expect(config.bypassCartLoaderForAuthorizedUsers).toBe(false);
    expect(needsNewServerCartAfterLogin(at, at + 1, config)).toBe(true);
    expect(needsNewServerCartAfterLogin(undefined, at, config)).toBe(true);
  });

  it('creates the cart when no bypass was stored', () => {
    expect(needsNewServerCartAfterLogin(undefined, at, bypassOn)).toBe(true);
  });

  it('skips it for less than 1 440 000 ms after the last bypass, creates it from then on', () => {
    expect(config.authorizedUserBypassMs).toBe(1_440_000);
    expect(needsNewServerCartAfterLogin(at, at, bypassOn)).toBe(false);
    expect(needsNewServerCartAfterLogin(at, at + 1_439_999, bypassOn)).toBe(false);
    expect(needsNewServerCartAfterLogin(at, at + 1_440_000, bypassOn)).toBe(true);
    expect(needsNewServerCartAfterLogin(at, at + 1_440_001, bypassOn)).toBe(true);
  });

  it('counts a clock that stepped back as expired', () => {
    expect(needsNewServerCartAfterLogin(at, at - 1, bypassOn)).toBe(true);
  });
});
