import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCart } from '../cart/test-support/start-cart-api.js';
import { ADDRESS as ORDER_ADDRESS, startOrderApi, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';
import { bodyTooDeep } from './json-depth.js';

/** A route of the API router and the methods it answers. */
interface Route {
  methods: string[];
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** Every route the API router (and the routers mounted in it) declares, with its full path. */
function routesOf(stack: readonly RouterLayer[], prefix: string): Route[] {
  return stack.flatMap((layer): Route[] => {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).map((method) => method.toUpperCase());
      return [{ methods, path: `${prefix}${String(layer.route.path)}` }];
    }
    if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      return routesOf(layer.handle.stack, `${prefix}${mount}`);
    }
    return [];
  });
}

const ADDRESS = JSON.stringify(ORDER_ADDRESS);
/** Built as text: a value this deep would overflow JSON.stringify's stack in the test itself. */
const DEPTH = 10_000;
const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = deep(DEPTH);
/** Where the routes' own code met deep values: the stored shipping address, and an order's fingerprint. */
const shippingInformation = (value: string) =>
  `{"addressInformation":{"shippingAddress":${value},"billingAddress":${ADDRESS},"shippingCarrierCode":"flatrate","shippingMethodCode":"flatrate"}}`;
const order = (value: string, payment = 'cashondelivery') =>
  `{"order_id":"deep-order-000001","cart_id":"","products":[{"sku":"MUG","qty":1,"price":10,"extra":${value}}],"addressInformation":{"billingAddress":${ADDRESS},"shippingAddress":${ADDRESS},"payment_method_code":"${payment}","payment_method_additional":{"orderID":"FAKE-1"},"shipping_method_code":"flatrate","shipping_carrier_code":"flatrate"}}`;
const BODIES = [
  deepArray,
  deepObject,
  shippingInformation(deepObject),
  order(deepObject),
  order(deepObject, 'vsfpaypal'),
];

let api: OrderTestApi;
let query: string;
beforeAll(async () => {
  api = await startOrderApi();
  // A guest cart and no token: the routes that read their body for a guest get to it.
  query = `?cartId=${await guestCart(api)}`;
});
afterAll(() => api.close());

const send = async (method: string, path: string, body: string) => {
  const response = await fetch(`${api.url}${path}${query}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, text: await response.text() };
};

describe('deeply nested JSON', () => {
  it('is a 400 naming the limit on every POST, PUT, PATCH and DELETE route of the API, never a 500', async () => {
    const routes = routesOf((api.api.router as unknown as { stack: RouterLayer[] }).stack, '/api').filter((route) =>
      route.methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE', '_ALL'].includes(method)),
    );
    // The walk finds the routers it should (a broken walk would test nothing).
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/cart/shipping-information',
        '/api/order/',
        '/api/ext/paypal/execute',
        '/api/user/create',
        '/api/catalog/{*path}',
      ]),
    );
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.path.replace('/{*path}', '/vue_storefront_catalog/product/_search').replace(/:\w+/g, 'x');
      // The catalogue's search refuses deep queries itself, naming limits.queryDepth (catalog-hostile-input.test.ts).
      const expected = path.startsWith('/api/catalog/') ? /"code":400/ : /"code":400,"result":"The JSON body is nested/;
      const methods = route.methods.filter((method) => method !== 'GET' && method !== 'HEAD');
      for (const method of methods.map((m) => (m === '_ALL' ? 'POST' : m)))
        for (const body of BODIES) {
          const answer = await send(method, path, body);
          if (answer.status !== 400 || !expected.test(answer.text))
            failures.push(`${method} ${path} ${body.slice(0, 16)}: ${answer.status} ${answer.text.slice(0, 100)}`);
        }
    }
    expect(failures).toEqual([]);
    expect(await sqlValue(api.db, sql`SELECT count(*) AS n FROM orders`)).toBe(0);
  });

  it('lets a body as deep as bodyMaxDepth through, and names the limit one level deeper', async () => {
    const max = api.config.bodyMaxDepth;
    // The body and addressInformation are two levels: an address of max - 2 levels makes the body max deep.
    const fits = await send('POST', '/api/cart/shipping-information', shippingInformation(deep(max - 2)));
    expect(fits.status).toBe(200);
    const deeper = await send('POST', '/api/cart/shipping-information', shippingInformation(deep(max - 1)));
    expect(JSON.parse(deeper.text)).toEqual({ code: 400, result: bodyTooDeep(max) });
  });
});
