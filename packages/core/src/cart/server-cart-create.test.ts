import { describe, expect, it } from 'vitest';
import { defaultCartConfig } from '../config/default-commerce-config.js';
import {
  afterServerCartCreateFailure,
  cartBypassAfterPlaceOrder,
  needsNewServerCartAfterLogin,
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

describe('needsNewServerCartAfterLogin', () => {
  it('creates a new server cart when no bypass was stored', () => {
    expect(needsNewServerCartAfterLogin(undefined, () => 5, config)).toBe(true);
  });

  it('skips it for less than 1 440 000 ms after the last bypass', () => {
    expect(config.authorizedUserBypassMs).toBe(1_440_000);
    expect(needsNewServerCartAfterLogin(1000, () => 1000 + 1_439_999, config)).toBe(false);
    expect(needsNewServerCartAfterLogin(1000, () => 1000 + 1_440_000, config)).toBe(true);
    expect(needsNewServerCartAfterLogin(1000, () => 500, config)).toBe(true);
  });
});

describe('cartBypassAfterPlaceOrder', () => {
  it('stores the bypass timestamp on success (no result code, or 200) only', () => {
    expect(cartBypassAfterPlaceOrder(undefined, () => 42)).toBe(42);
    expect(cartBypassAfterPlaceOrder(200, () => 42)).toBe(42);
    expect(cartBypassAfterPlaceOrder(500, () => 42)).toBeUndefined();
    expect(cartBypassAfterPlaceOrder(400, () => 42)).toBeUndefined();
  });
});
