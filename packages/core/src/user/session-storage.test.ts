import { describe, expect, it } from 'vitest';
import {
  LOGOUT_CLEARS,
  SESSION_ORDER_HASHES_STORAGE,
  localOrderKeys,
  localOrderStorage,
  webStorageKey,
} from './session-storage.js';

describe('checkout and order storage', () => {
  it('logout clears every checkout detail, the order in progress and the last confirmation', () => {
    expect(LOGOUT_CLEARS.map(webStorageKey)).toEqual(
      expect.arrayContaining([
        'shop/checkout/personal-details',
        'shop/checkout/listing-details',
        'shop/checkout/shipping-details',
        'shop/checkout/payment-details',
        'shop/checkout/order-id',
        'shop/checkout/last-order-confirmation',
      ]),
    );
  });

  it('keeps queued orders and the session hashes on logout', () => {
    expect(LOGOUT_CLEARS.some((place) => place.collection === 'orders')).toBe(false);
  });

  it('keeps each order under its order id, apart from the session hashes', () => {
    expect(webStorageKey(localOrderStorage('1-abc'))).toBe('shop/orders/1-abc');
    expect(webStorageKey(SESSION_ORDER_HASHES_STORAGE)).toBe('shop/orders/session-order-hashes');
    expect(localOrderKeys(['1-abc', 'session-order-hashes', '2-def'])).toEqual(['1-abc', '2-def']);
  });
});
