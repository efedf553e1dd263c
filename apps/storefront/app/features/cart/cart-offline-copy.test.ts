// @vitest-environment jsdom
import { GUEST_SESSION, defaultCartConfig, type CartItem, type SessionState } from '@storefront/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionController } from '../account';
import type * as CartServerModule from './cart-server';
import type { CartClientSettings } from '../../lib/cart-settings';
import { fakeCartServer, memoryBrowserStorage, stored } from './test-support/cart-runtime-fakes';

const CUSTOMER_CART = 77;

const server = fakeCartServer(CUSTOMER_CART);

vi.mock('../../lib/browser-storage', () => memoryBrowserStorage);
vi.mock('../account', () => ({ createSessionQueue: () => ({}) }));
vi.mock('./cart-server', async (original) => ({
  ...(await original<typeof CartServerModule>()),
  createCartServer: () => server,
}));

const line: CartItem = {
  sku: 'A-1',
  name: 'A-1',
  qty: 2,
  price: 10,
  priceInclTax: 12.3,
  type_id: 'simple',
  is_monthly: false,
};

/** A session that starts as the page says and can change like the real controller. */
function controllerStartingAs(initial: SessionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const controller = {
    getSnapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    registerQueue: () => () => undefined,
    notifications: { add: vi.fn() },
  } as unknown as SessionController;
  return {
    controller,
    set(next: SessionState) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

const settings = { config: defaultCartConfig(), stockCheck: false } as unknown as CartClientSettings;

beforeEach(() => {
  vi.resetModules();
  stored.clear();
  // A logged-in customer's cart, stored by an earlier page.
  stored.set('cart/current-cart', [line]);
  stored.set('cart/current-cart-token', CUSTOMER_CART);
  stored.set('cart/current-cart-owner', 5);
});

describe('the cart on a page that starts as a guest (an offline copy, issue 11 decision 5)', () => {
  it('keeps the customer cart while the stored session is not adopted yet, then keeps it for the customer', async () => {
    stored.set('user/current-token', 'customer-token');
    const session = controllerStartingAs(GUEST_SESSION);
    const runtime = await import('./cart-runtime');
    await runtime.startCart(session.controller, settings);
    expect(runtime.getCartSnapshot()).toMatchObject({ items: [line], owner: 5, token: CUSTOMER_CART });

    // The session is read from storage: the cart was the customer's all along.
    session.set({ token: 'customer-token', user: { id: 5 } as SessionState['user'] });
    await vi.waitFor(() => expect(server.pull).toHaveBeenCalled());
    expect(runtime.getCartSnapshot().items).toEqual([expect.objectContaining({ sku: 'A-1', qty: 2 })]);
    expect(stored.get('cart/current-cart')).toEqual([expect.objectContaining({ sku: 'A-1' })]);
  });

  it('still empties the cart of a customer whose session ended (no session stored)', async () => {
    const session = controllerStartingAs(GUEST_SESSION);
    const runtime = await import('./cart-runtime');
    await runtime.startCart(session.controller, settings);
    expect(runtime.getCartSnapshot()).toMatchObject({ items: [], owner: null });
    expect(stored.get('cart/current-cart')).toEqual([]);
  });
});
