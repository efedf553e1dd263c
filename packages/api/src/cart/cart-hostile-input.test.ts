import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, cartCall, guestCart, startCartApi, type CartTestApi } from './test-support/start-cart-api.js';
import { registerAndLogin } from '../users/test-support/start-user-api.js';
import { sqlValues } from './test-support/sql-value.js';
import { sql } from '../db/sql.js';

let api: CartTestApi;
beforeAll(async () => {
  api = await startCartApi({ overrides: { cart: { maxLines: 3 } } });
});
afterAll(() => api.close());

const engraved = (text: string) => ({
  sku: 'MUG',
  qty: 1,
  product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: text }] } },
});

describe('hostile input', () => {
  it('caps the lines of a cart with a clear 400', async () => {
    const cartId = await guestCart(api);
    for (const text of ['a', 'b', 'c']) expect((await addItem(api, { cartId }, engraved(text))).status).toBe(200);
    const fourth = await addItem(api, { cartId }, engraved('d'));
    expect(fourth.body).toEqual({ code: 400, result: 'A cart holds at most 3 lines.' });
    // Raising a line that exists is still allowed.
    expect((await addItem(api, { cartId }, engraved('a'))).body.result.qty).toBe(2);
    expect((await cartCall(api, 'pull', { cartId })).body.result).toHaveLength(3);
  });

  it('refuses a 1 MB body and malformed JSON with 4xx envelopes and no write', async () => {
    const cartId = await guestCart(api);
    const huge = await cartCall(
      api,
      'update',
      { cartId },
      { cartItem: { sku: 'MUG', qty: 1, pad: 'x'.repeat(1 << 20) } },
    );
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);
    const malformed = await cartCall(api, 'update', { cartId }, '{"cartItem": {');
    expect(malformed.status).toBe(400);
    expect((await cartCall(api, 'pull', { cartId })).body.result).toEqual([]);
  });

  it('stores no prototype-pollution keys and pollutes nothing', async () => {
    const cartId = await guestCart(api);
    const body =
      '{"cartItem":{"sku":"MUG","qty":1,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
      '"product_option":{"__proto__":{"polluted":true},"extension_attributes":{"__proto__":{"polluted":true}}}}}';
    const answer = await cartCall(api, 'update', { cartId }, body);
    expect(answer.status).toBe(200);
    expect(answer.body.result.product_option).toEqual({ extension_attributes: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const stored = (await sqlValues(api.db, sql`SELECT product_option FROM cart_items`)) as string[];
    expect(stored.join('')).not.toContain('polluted');
  });

  it('answers odd cart ids with 404 and no-store, never a 500', async () => {
    for (const cartId of ['constructor', '__proto__', '-1', '1e3', 'x'.repeat(5000), '']) {
      const answer = await cartCall(api, 'pull', { cartId });
      expect(answer.status, cartId.slice(0, 20)).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-cache, no-store');
    }
  });

  it('sends no-store on every endpoint, answered or refused', async () => {
    const cartId = await guestCart(api);
    const calls: Array<[string, unknown]> = [
      ['pull', undefined],
      ['totals', undefined],
      ['payment-methods', undefined],
      ['coupon', undefined],
      ['update', {}],
      ['delete', {}],
      ['shipping-methods', {}],
      ['shipping-information', {}],
      ['collect-totals', {}],
      ['apply-coupon', {}],
      ['delete-coupon', {}],
      ['merge', {}],
      ['create', {}],
    ];
    for (const [endpoint, body] of calls) {
      const answer = await cartCall(api, endpoint, { cartId }, body);
      expect(answer.status, endpoint).toBeLessThan(500);
      expect(answer.headers.get('cache-control'), endpoint).toBe('no-cache, no-store');
    }
  });

  it('adds one line for twenty simultaneous adds of the same product', async () => {
    const cartId = await guestCart(api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => addItem(api, { cartId }, { sku: 'MUG', qty: 1 })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await cartCall(api, 'pull', { cartId })).body.result).toEqual([expect.objectContaining({ qty: 20 })]);
  });
});

describe('guest carts per client', () => {
  let limited: CartTestApi;
  beforeAll(async () => {
    limited = await startCartApi({ overrides: { cart: { guestCartRateLimit: { max: 2, windowMs: 600_000 } } } });
  });
  afterAll(() => limited.close());

  it('creates at most the limit per client and window (429 with Retry-After), never counts customers', async () => {
    const create = (query: { token?: string; from?: string } = {}) =>
      cartCall(limited, 'create', query, undefined, 'POST');
    const countCarts = async () => (await sqlValues(limited.db, sql`SELECT id FROM carts`)).length;
    expect((await create()).status).toBe(200);
    expect((await create()).status).toBe(200);
    const before = await countCarts();
    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(refused.body).toEqual({
      code: 429,
      result: 'Too many new carts from this address. Please try again later.',
    });
    expect(await countCarts()).toBe(before);
    // Another client is not refused; a customer's cart is not a guest cart.
    expect((await create({ from: '127.0.0.2' })).status).toBe(200);
    const { token } = await registerAndLogin(limited, 'carts@example.com');
    expect((await create({ token })).status).toBe(200);
    limited.advance(600_000);
    expect((await create()).status).toBe(200);
  });
});
