// @vitest-environment jsdom
import {
  GUEST_SESSION,
  defaultCartConfig,
  loggedIn,
  type CartItem,
  type Customer,
  type SessionState,
} from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionController } from '../account';
import type * as CartServerModule from './cart-server';
import type { CartClientSettings } from '../../lib/cart-settings';
import { fakeCartServer, memoryBrowserStorage, stored } from './test-support/cart-runtime-fakes';

const OLD_CART = 'a'.repeat(32);
const NEW_CART = 'b'.repeat(32);

const server = fakeCartServer(NEW_CART);

vi.mock('../../lib/browser-storage', () => memoryBrowserStorage);
vi.mock('../account', () => ({ createSessionQueue: () => ({}) }));
vi.mock('./cart-server', async (original) => ({
  ...(await original<typeof CartServerModule>()),
  createCartServer: () => server,
}));

const line = (sku: string, serverItemId: number): CartItem => ({
  sku,
  name: sku,
  qty: 1,
  price: 10,
  priceInclTax: 12.3,
  type_id: 'simple',
  is_monthly: false,
  server_item_id: serverItemId,
  server_cart_id: OLD_CART,
});

// A session that starts as a guest; `login` switches it and tells the cart, as the session controller does.
let session: SessionState = GUEST_SESSION;
let sessionChanged: () => void = () => undefined;
function guestController(): SessionController {
  return {
    getSnapshot: () => session,
    subscribe: (listener: () => void) => {
      sessionChanged = listener;
      return () => undefined;
    },
    registerQueue: () => () => undefined,
    notifications: { add: vi.fn() },
  } as unknown as SessionController;
}
const CUSTOMER = { id: 7, email: 'shopper@example.com' } as Customer;
const CUSTOMER_CART = 42;

let settings = { config: defaultCartConfig(), stockCheck: false } as unknown as CartClientSettings;

async function startedCart() {
  stored.set('cart/current-cart', [line('A-1', 1), line('B-2', 2)]);
  stored.set('cart/current-cart-token', OLD_CART);
  stored.set('cart/current-cart-owner', null);
  document.cookie = `sf_cart=${OLD_CART}; Path=/`;
  server.pull.mockResolvedValueOnce([
    { sku: 'A-1', qty: 1, item_id: 1, quote_id: OLD_CART },
    { sku: 'B-2', qty: 1, item_id: 2, quote_id: OLD_CART },
  ] as never);
  const runtime = await import('./cart-runtime');
  await runtime.startCart(guestController(), settings);
  vi.clearAllMocks();
  return runtime;
}

beforeEach(() => {
  vi.resetModules();
  stored.clear();
  session = GUEST_SESSION;
  // Answers queued by one test (mockResolvedValueOnce) must not reach the next; vi.fn's own implementation stays.
  for (const spy of Object.values(server)) spy.mockReset();
  settings = { config: defaultCartConfig(), stockCheck: false } as unknown as CartClientSettings;
});
afterEach(() => {
  document.cookie = 'sf_cart=; Path=/; Max-Age=0';
});

describe('afterOrderPlaced', () => {
  it('empties the cart without deleting its lines on the server and moves to a new server cart', async () => {
    const runtime = await startedCart();
    expect(runtime.getCartSnapshot().items).toHaveLength(2);
    const before = Date.now();

    await runtime.afterOrderPlaced();

    expect(server.remove).not.toHaveBeenCalled();
    expect(server.create).toHaveBeenCalledTimes(1);
    expect(runtime.getCartSnapshot()).toMatchObject({ items: [], token: NEW_CART, segments: null, coupon: null });
    expect(stored.get('cart/current-cart')).toEqual([]);
    expect(stored.get('cart/current-cart-token')).toBe(NEW_CART);
    expect(document.cookie).toContain(`sf_cart=${NEW_CART}`);
    expect(stored.get('cart/last-cart-bypass-ts')).toBeGreaterThanOrEqual(before);
  });

  it('keeps the cart when the order did not succeed', async () => {
    const runtime = await startedCart();

    await runtime.afterOrderPlaced(400);

    expect(server.create).not.toHaveBeenCalled();
    expect(runtime.getCartSnapshot()).toMatchObject({ token: OLD_CART });
    expect(runtime.getCartSnapshot().items).toHaveLength(2);
    expect(stored.has('cart/last-cart-bypass-ts')).toBe(false);
  });

  it('drops the old cart id even when the new cart cannot be created yet (offline)', async () => {
    const runtime = await startedCart();
    server.create.mockRejectedValueOnce(new Error('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await runtime.afterOrderPlaced();

    expect(runtime.getCartSnapshot().items).toEqual([]);
    expect(runtime.getCartSnapshot().token).toBeUndefined();
    expect(stored.has('cart/current-cart-token')).toBe(false);
    expect(document.cookie).not.toContain(OLD_CART);
  });
});

describe('login after an order', () => {
  /** A guest orders, then logs in `elapsedMs` later; resolves once the cart has followed the login. */
  async function loginAfterOrder(elapsedMs: number, guestLines: CartItem[] = []) {
    const runtime = await startedCart();
    await runtime.afterOrderPlaced();
    if (guestLines.length > 0) {
      server.update.mockResolvedValueOnce({ item_id: 9, quote_id: NEW_CART } as never);
      await runtime.commitAdd(guestLines, guestLines);
    }
    stored.set('cart/last-cart-bypass-ts', Date.now() - elapsedMs);
    vi.clearAllMocks();
    server.create.mockResolvedValueOnce(CUSTOMER_CART);
    server.merge.mockResolvedValueOnce([] as never);
    session = loggedIn('customer-token', CUSTOMER);
    sessionChanged();
    await vi.waitFor(() => expect(runtime.getCartSnapshot().owner).toBe(CUSTOMER.id));
    await runtime.syncCart();
    return runtime;
  }
  const withBypass = () => {
    settings = {
      ...settings,
      config: { ...settings.config, bypassCartLoaderForAuthorizedUsers: true },
    } as CartClientSettings;
  };

  it('creates the customer cart when the bypass does not apply (the default)', async () => {
    const runtime = await loginAfterOrder(1000);

    expect(server.create).toHaveBeenCalledTimes(1);
    expect(server.merge).toHaveBeenCalledWith(NEW_CART);
    expect(runtime.getCartSnapshot()).toMatchObject({ token: CUSTOMER_CART, owner: CUSTOMER.id });
  });

  it('skips the server cart for less than 1 440 000 ms after the order when the bypass applies', async () => {
    withBypass();
    const runtime = await loginAfterOrder(1_439_000);

    expect(server.create).not.toHaveBeenCalled();
    expect(server.merge).not.toHaveBeenCalled();
    expect(runtime.getCartSnapshot()).toMatchObject({ items: [], owner: CUSTOMER.id });
    expect(runtime.getCartSnapshot().token).toBeUndefined();
    expect(stored.has('cart/current-cart-token')).toBe(false);
    expect(document.cookie).not.toContain(NEW_CART);
  });

  it("keeps the guest's lines when it skips the server cart, and sends them once the customer's cart is made", async () => {
    withBypass();
    const added = { ...line('C-3', 0), server_item_id: undefined, server_cart_id: undefined };
    server.update.mockImplementation(async () => ({ item_id: 11, quote_id: CUSTOMER_CART }) as never);
    const runtime = await loginAfterOrder(60_000, [added]);

    expect(server.merge).not.toHaveBeenCalled();
    // The sync that follows the login finds a line and no server cart: it makes the customer's one and sends the line.
    expect(server.create).toHaveBeenCalledTimes(1);
    expect(server.update).toHaveBeenCalledWith(expect.objectContaining({ sku: 'C-3' }), CUSTOMER_CART);
    expect(runtime.getCartSnapshot()).toMatchObject({ token: CUSTOMER_CART, owner: CUSTOMER.id });
    expect(runtime.getCartSnapshot().items).toMatchObject([{ sku: 'C-3', server_item_id: 11 }]);
    expect(document.cookie).not.toContain(NEW_CART);
  });

  it('creates the customer cart again once 1 440 000 ms have passed', async () => {
    withBypass();
    const runtime = await loginAfterOrder(1_440_000);

    expect(server.create).toHaveBeenCalledTimes(1);
    expect(runtime.getCartSnapshot()).toMatchObject({ token: CUSTOMER_CART, owner: CUSTOMER.id });
  });
});

describe('a login that comes with the order (an account made at checkout)', () => {
  it('adopts the customer cart without the ordered lines when the guest cart is already closed (merge: 404)', async () => {
    const runtime = await startedCart();
    const { CartServerError } = await import('./cart-server');
    server.create.mockResolvedValueOnce(CUSTOMER_CART);
    server.merge.mockRejectedValueOnce(new CartServerError(`No such entity with cartId = ${OLD_CART}`, 404));
    server.pull.mockResolvedValueOnce([] as never);
    session = loggedIn('customer-token', CUSTOMER);
    sessionChanged();
    await vi.waitFor(() => expect(runtime.getCartSnapshot().owner).toBe(CUSTOMER.id));

    expect(server.merge).toHaveBeenCalledWith(OLD_CART);
    expect(runtime.getCartSnapshot()).toMatchObject({ items: [], token: CUSTOMER_CART, owner: CUSTOMER.id });
    expect(stored.get('cart/current-cart')).toEqual([]);
    expect(document.cookie).not.toContain(OLD_CART);
  });

  it('keeps the cart as it was when the merge fails for another reason (tried again at the next sync)', async () => {
    const runtime = await startedCart();
    const { CartServerError } = await import('./cart-server');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.create.mockResolvedValueOnce(CUSTOMER_CART);
    server.merge.mockRejectedValueOnce(new CartServerError('Internal error', 500));
    session = loggedIn('customer-token', CUSTOMER);
    sessionChanged();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());

    expect(runtime.getCartSnapshot().items).toHaveLength(2);
    expect(runtime.getCartSnapshot().token).toBe(OLD_CART);
  });
});
