import { describe, expect, it } from 'vitest';
import type { Customer } from './customer.js';
import {
  GUEST_SESSION,
  initialSession,
  isLoggedIn,
  loggedIn,
  sessionFromStorage,
  withToken,
  withUser,
} from './session-state.js';
import { LOGOUT_CLEARS, USER_TOKEN_STORAGE, webStorageKey } from './session-storage.js';

const customer = { id: 7, email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' } as Customer;

describe('session state (spec point 4 "User session")', () => {
  it('login stores the token, the profile follows, a refresh swaps only the token', () => {
    const session = loggedIn('t1');
    expect(session).toEqual({ token: 't1', user: null });
    expect(isLoggedIn(session)).toBe(true);
    const withProfile = withUser(session, customer);
    expect(withProfile.user).toBe(customer);
    expect(withToken(withProfile, 't2')).toEqual({ token: 't2', user: customer });
    expect(withToken(withProfile, 't1')).toBe(withProfile);
  });

  it('a guest gets no profile stored', () => {
    expect(withUser(GUEST_SESSION, customer)).toBe(GUEST_SESSION);
    expect(isLoggedIn(GUEST_SESSION)).toBe(false);
  });

  it('reads storage defensively', () => {
    expect(sessionFromStorage('t', customer)).toEqual({ token: 't', user: customer });
    expect(sessionFromStorage('', customer)).toBe(GUEST_SESSION);
    expect(sessionFromStorage('t', { name: 'x' })).toBe(GUEST_SESSION);
    expect(sessionFromStorage(undefined, undefined)).toBe(GUEST_SESSION);
  });

  it("prefers the server's answer to storage, and uses storage only when the server gave none", () => {
    const stored = { token: 'stored', user: customer };
    expect(initialSession(null, stored)).toBe(GUEST_SESSION);
    expect(initialSession({ token: 'server', user: customer }, stored).token).toBe('server');
    expect(initialSession(undefined, stored)).toBe(stored);
  });

  it('logout clears cart token, user, wishlist, checkout details and cart under their VSF keys', () => {
    const keys = LOGOUT_CLEARS.map(webStorageKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'shop/user/current-token',
        'shop/user/current-user',
        'shop/user/current-refresh-token',
        'shop/cart/current-cart-token',
        'shop/cart/current-cart',
        'shop/wishlist/current-wishlist',
        'shop/checkout/personal-details',
        'shop/checkout/shipping-details',
        'shop/checkout/payment-details',
      ]),
    );
    expect(webStorageKey(USER_TOKEN_STORAGE)).toBe('shop/user/current-token');
  });
});
