// @vitest-environment jsdom
import { GUEST_SESSION, defaultCartConfig, type CartItem } from '@storefront/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionController } from '../account';
import type * as CartServerModule from './cart-server';
import type { CartClientSettings } from '../../lib/cart-settings';
import { fakeCartServer, memoryBrowserStorage, stored } from './test-support/cart-runtime-fakes';

// A pull is being judged (its answer travelled, the lines are compared) while something else changes the lines: the
// follow-up stock check, or the shopper. Neither change may be lost to the pull's older copy of the lines.

const CART = 'c'.repeat(32);
const server = fakeCartServer(CART);

vi.mock('../../lib/browser-storage', () => memoryBrowserStorage);
vi.mock('../account', () => ({ createSessionQueue: () => ({}) }));
vi.mock('./cart-server', async (original) => ({
  ...(await original<typeof CartServerModule>()),
  createCartServer: () => server,
}));

const controller = {
  getSnapshot: () => GUEST_SESSION,
  subscribe: () => () => undefined,
  registerQueue: () => () => undefined,
  notifications: { add: vi.fn() },
} as unknown as SessionController;

const added: CartItem = {
  sku: 'A-1',
  name: 'A-1',
  qty: 1,
  price: 10,
  priceInclTax: 12.3,
  type_id: 'simple',
  is_monthly: false,
  image: '/a-1.jpg',
};

/** A promise the test settles itself, to hold a server answer in flight. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

async function startedCart() {
  stored.set('cart/current-cart', []);
  stored.set('cart/current-cart-token', CART);
  stored.set('cart/current-cart-owner', null);
  const runtime = await import('./cart-runtime');
  const settings = {
    config: defaultCartConfig(),
    stockCheck: true,
    stockCheckDelayMs: 0,
    allowOutOfStockInCart: true,
  } as unknown as CartClientSettings;
  await runtime.startCart(controller, settings);
  server.update.mockImplementation(async () => ({ item_id: 5, quote_id: CART }) as never);
  return runtime;
}

beforeEach(() => {
  vi.resetModules();
  stored.clear();
  for (const spy of Object.values(server)) spy.mockReset();
  server.create.mockImplementation(async () => CART);
  server.pull.mockImplementation(async () => []);
  server.totals.mockImplementation(async () => ({ segments: [], coupon: null, items: [] }));
});

/**
 * The add's own send found no network, so the line waits unconfirmed; the next pull finds the server without it and
 * sends it again, and that answer is held: the pull's verdict is being worked out.
 */
async function pullSendingTheLine(runtime: Awaited<ReturnType<typeof startedCart>>) {
  server.update.mockImplementationOnce(async () => {
    throw new Error('Failed to fetch');
  });
  await runtime.commitAdd([added], [added]);
  expect(runtime.getCartSnapshot().items[0]!.server_item_id).toBeUndefined();
  const answer = held<unknown>();
  server.update.mockImplementationOnce(() => answer.promise as never);
  const sync = runtime.syncCart({ force: true });
  await vi.waitFor(() => expect(server.update).toHaveBeenCalledTimes(2));
  return { sync, answer };
}

/** Lets every answer already given run its course (promise callbacks), without waiting for any timer of the cart. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a pull judged while the lines change', () => {
  it("keeps the stock check's word that landed meanwhile", async () => {
    const runtime = await startedCart();
    const stock = held<boolean>();
    server.isInStock.mockImplementation(() => stock.promise as never);
    const { sync, answer } = await pullSendingTheLine(runtime);
    await vi.waitFor(() => expect(server.isInStock).toHaveBeenCalledWith('A-1'));
    stock.release(true);
    await settled();
    answer.release({ item_id: 5, quote_id: CART });
    await sync;

    await vi.waitFor(() =>
      expect(runtime.getCartSnapshot().items).toMatchObject([
        { sku: 'A-1', qty: 1, server_item_id: 5, info: { stock: 'In stock!' } },
      ]),
    );
    expect(stored.get('cart/current-cart')).toMatchObject([{ server_item_id: 5, info: { stock: 'In stock!' } }]);
  });

  it('keeps a quantity the shopper set meanwhile, and sends it for the line the server made', async () => {
    const runtime = await startedCart();
    server.isInStock.mockImplementation(async () => undefined as never);
    const { sync, answer } = await pullSendingTheLine(runtime);
    expect(runtime.changeQty(runtime.getCartSnapshot().items[0]!, 3)).toBeUndefined();
    answer.release({ item_id: 5, quote_id: CART });
    await sync;

    await vi.waitFor(() => expect(server.update).toHaveBeenCalledTimes(3));
    expect(server.update).toHaveBeenLastCalledWith(expect.objectContaining({ qty: 3, server_item_id: 5 }), CART);
    await vi.waitFor(() =>
      expect(runtime.getCartSnapshot().items).toMatchObject([{ sku: 'A-1', qty: 3, server_item_id: 5 }]),
    );
    expect(stored.get('cart/current-cart')).toMatchObject([{ qty: 3, server_item_id: 5 }]);
  });
});
