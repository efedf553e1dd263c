import { describe, expect, it } from 'vitest';
import { defaultCartConfig } from '../config/default-commerce-config.js';
import { afterServerCartCreateFailure, placeOrderSucceeded } from './server-cart-create.js';

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
