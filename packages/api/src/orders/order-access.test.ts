import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getJson } from '../test-support/start-test-api.js';
import { call, registerAndLogin } from '../users/test-support/start-user-api.js';
import { OrderAccess, ORDER_ACCESS_COOKIE, ORDER_ACCESS_SECONDS } from './order-access.js';
import { orderBody, placeOrder, startOrderApi, type OrderTestApi } from './test-support/start-order-api.js';

// docs/behaviour.md#thank-you-page: an order is read by the browser that placed it, or by its customer; nobody else.
let api: OrderTestApi;
beforeEach(async () => {
  api = await startOrderApi();
});
afterEach(async () => {
  await api.close();
});

/** The `name=value` of the order-access cookie a reply set. */
function accessCookie(headers: Headers): string | undefined {
  const set = headers.getSetCookie().find((cookie) => cookie.startsWith(`${ORDER_ACCESS_COOKIE}=`));
  return set?.split(';')[0];
}

const readOrder = (orderId: string, init: { cookie?: string; token?: string } = {}) =>
  getJson(`${api.url}/api/order/${orderId}${init.token ? `?token=${init.token}` : ''}`, {
    headers: init.cookie ? { cookie: init.cookie } : {},
  });

describe('GET /api/order/:order_id', () => {
  it('answers a guest order to the browser that placed it (its HttpOnly cookie), 404 to any other', async () => {
    const body = orderBody([{ sku: 'MUG', qty: 2 }]);
    const placed = await placeOrder(api, body);
    expect(placed.status).toBe(200);
    const setCookie = placed.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/sf_orders=.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = accessCookie(placed.headers)!;

    const mine = await readOrder(body.order_id, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body.result).toMatchObject({
      increment_id: placed.body.result.orderNumber,
      items: [{ sku: 'MUG', name: 'Mug', qty_ordered: 2 }],
      billing_address: { firstname: 'Ada' },
      extension_attributes: { shipping_assignments: [{ shipping: { address: { city: 'London' } } }] },
      payment: { additional_information: ['Cash on delivery'] },
    });

    // Another browser: no cookie, or the cookie of its own order.
    expect(await readOrder(body.order_id)).toMatchObject({
      status: 404,
      body: { code: 404, result: 'Order not found' },
    });
    const other = await placeOrder(api, orderBody([{ sku: 'BALL' }]));
    const otherCookie = accessCookie(other.headers)!;
    expect((await readOrder(body.order_id, { cookie: otherCookie })).status).toBe(404);
    // A cookie altered to name the first order too is no cookie.
    const [name, value] = otherCookie.split('=') as [string, string];
    const [expires, ids, signature] = value.split('.');
    const forged = `${name}=${expires}.${placed.body.result.magentoOrderId}-${ids}.${signature}`;
    expect((await readOrder(body.order_id, { cookie: forged })).status).toBe(404);
    // An unknown id answers the same.
    expect((await readOrder('1234567890-nope', { cookie })).status).toBe(404);
  });

  it('keeps the orders one browser placed in its cookie, and grants a retry of the same order', async () => {
    const first = orderBody([{ sku: 'MUG' }]);
    const cookie = accessCookie((await placeOrder(api, first)).headers)!;
    const second = orderBody([{ sku: 'BALL' }]);
    const both = await getJson(`${api.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(second),
    });
    const bothCookie = accessCookie(both.headers)!;
    expect((await readOrder(first.order_id, { cookie: bothCookie })).status).toBe(200);
    expect((await readOrder(second.order_id, { cookie: bothCookie })).status).toBe(200);
    // The first answer was lost with its cookie: the retry (same order_id and body) answers and grants it.
    const retry = await placeOrder(api, first);
    expect((await readOrder(first.order_id, { cookie: accessCookie(retry.headers)! })).status).toBe(200);
  });

  it("answers a customer's order to their token, 404 to another customer's", async () => {
    const ada = await registerAndLogin(api, 'ada@example.com');
    const me = await call(api, 'me', undefined, { token: ada.token });
    const body = orderBody([{ sku: 'MUG' }], { user_id: String(me.body.result.id) });
    expect((await placeOrder(api, body, { token: ada.token })).status).toBe(200);
    expect((await readOrder(body.order_id, { token: ada.token })).status).toBe(200);
    const bob = await registerAndLogin(api, 'bob@example.com');
    expect((await readOrder(body.order_id, { token: bob.token })).status).toBe(404);
    expect((await readOrder(body.order_id, { token: 'forged' })).status).toBe(404);
  });
});

describe('OrderAccess', () => {
  it('grants nothing once the cookie has expired', () => {
    let now = Date.parse('2026-06-01T08:00:00Z');
    const access = new OrderAccess('secret', () => now);
    const value = access.valueOf([3, 4]);
    expect(access.idsOf(value)).toEqual([3, 4]);
    expect(new OrderAccess('other secret', () => now).idsOf(value)).toEqual([]);
    now += ORDER_ACCESS_SECONDS * 1000;
    expect(access.idsOf(value)).toEqual([]);
  });

  it('keeps the newest orders only', () => {
    const access = new OrderAccess('secret', () => 0);
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(access.idsOf(access.valueOf(ids))).toEqual(ids.slice(-20));
  });
});
