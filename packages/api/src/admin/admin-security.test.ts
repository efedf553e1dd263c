import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ident, sql } from '../db/sql.js';
import { orderBody, placeOrder, startOrderApi, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { registerAndLogin } from '../users/test-support/start-user-api.js';
import { hashToken } from '../users/token-hash.js';
import { addAdmin, adminCall, adminLogin, postReview, phoneBookingBody } from './test-support/back-office.js';
import type { AdminRouteInfo } from './admin-guard.js';

let api: OrderTestApi;
let routes: AdminRouteInfo[];
const targets: Record<string, string> = {};
let owner: string;
let staff: string;
let customerToken: string;

beforeAll(async () => {
  api = await startOrderApi();
  routes = api.api.admin.routes;
  await addAdmin(api, 'owner@shop.test', 'owner');
  const staffUser = await addAdmin(api, 'staff@shop.test', 'staff');
  owner = await adminLogin(api, 'owner@shop.test');
  staff = await adminLogin(api, 'staff@shop.test');
  const customer = await registerAndLogin(api, 'shopper@example.com');
  customerToken = customer.token;
  const placed = await placeOrder(api, orderBody([{ sku: 'MUG' }]));
  const review = await postReview(api, 1);
  await api.db.run(
    sql`INSERT INTO mail_outbox (kind, "from", "to", subject, text, created_at, status, error)
        VALUES ('welcome', 'shop@localhost', 'a@example.com', 'Hi', 'Hi', '2026-06-01T08:00:00.000Z', 'failed', 'down')`,
  );
  const mail = await api.db.get<{ id: number }>(sql`SELECT MAX(id) AS id FROM mail_outbox`);
  const block = await adminCall(api, '/spots/SPOT-A1/blocks', {
    token: owner,
    body: { from: '2026-06-05T10:00:00Z', to: '2026-06-05T11:00:00Z', places: 1, reason: 'Paint' },
  });
  const event = await api.db.get<{ id: number }>(sql`SELECT MAX(id) AS id FROM webhook_events`);
  await api.db.run(
    sql`INSERT INTO webhook_deliveries (event_id, url, state, attempts, next_at, created_at, updated_at)
        VALUES (${event!.id}, 'http://127.0.0.1:9/hooks', 'failed', 3, 0, 0, 0)`,
  );
  const delivery = await api.db.get<{ id: number }>(sql`SELECT MAX(id) AS id FROM webhook_deliveries`);
  Object.assign(targets, {
    number: placed.body.result.orderNumber,
    users: String(staffUser.id),
    reviews: String(review.id),
    customers: String(customer.customer.id),
    mail: String(mail!.id),
    block: String(block.body.result.id),
    delivery: String(delivery!.id),
  });
});
afterAll(async () => {
  await api.close();
});

/** The route's path with real targets in its parameters, so a refusal is the guard's and not a 404. */
function concrete(route: AdminRouteInfo): string {
  return route.path
    .replace(/^\/spots\/:sku/, '/spots/SPOT-A1')
    .replace(/^\/products\/:sku/, '/products/MUG')
    .replace('/blocks/:id', `/blocks/${targets.block}`)
    .replace('/deliveries/:id', `/deliveries/${targets.delivery}`)
    .replace(/^\/cms\/(pages|blocks)\/:id/, '/cms/$1/1')
    .replace('/coupons/:code', '/coupons/SAVE10')
    .replace(':number', targets.number!)
    .replace(/^\/(\w+)\/:id/, (_m, kind: string) => `/${kind}/${targets[kind] ?? '1'}`);
}

/** Every row of every table a back-office write could touch, and the mails sent: "nothing changed" compares it. */
async function everything(): Promise<string> {
  const tables = [
    'admin_users',
    'admin_sessions',
    'admin_settings',
    'admin_audit',
    'orders',
    'order_status_history',
    'order_refunds',
    'customers',
    'token_families',
    'password_reset_tokens',
    'catalog_documents',
    'catalog_versions',
    'mail_outbox',
    'payment_orders',
    'spot_blocks',
    'spot_holds',
    'webhook_events',
    'webhook_deliveries',
    'coupons',
    'carts',
    'cart_items',
  ];
  const rows = [];
  for (const table of tables) rows.push(await api.db.all(sql`SELECT * FROM ${ident(table)}`));
  return JSON.stringify([rows, api.mails.length]);
}

const sampleBody: Record<string, unknown> = {
  '/users': { email: 'new@shop.test', role: 'owner', password: 'another long password' },
  '/users/:id': { role: 'owner' },
  '/settings': { requireTotp: true },
  '/orders/:number/status': { status: 'complete', note: 'x' },
  '/me/totp/confirm': { otp: '123456' },
  '/spots/:sku': { places: 5 },
  '/spots/:sku/blocks': { from: '2026-06-06T10:00:00Z', to: '2026-06-06T11:00:00Z', places: 1, reason: 'x' },
  '/products/:sku': { price: 1 },
  '/categories/:id': { name: 'x' },
  '/coupons': { code: 'WALK10', type: 'percent', amount: 10 },
  '/coupons/:code': { usageLimit: 1 },
  '/spots/:sku/bookings': phoneBookingBody('phone-walk-0000000000001'),
  '/cms/pages/:id': { title: 'x' },
  '/cms/blocks/:id': { title: 'x' },
};

/** A walk over every route with each caller: hundreds of requests, more than the default 20 s on a loaded machine. */
const WALK_TIMEOUT_MS = 120_000;

describe('every /api/admin route refuses whoever may not use it, and changes nothing', () => {
  it('lists every route of the router, and only those', () => {
    const stack = (
      api.api.admin.router as unknown as {
        stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }>;
      }
    ).stack;
    const declared = stack
      .filter((layer) => layer.route)
      .flatMap((layer) => Object.keys(layer.route!.methods).map((method) => `${method} ${layer.route!.path}`))
      .sort();
    const listed = [...routes.map((route) => `${route.method} ${route.path}`), 'post /login'].sort();
    expect(declared).toEqual(listed);
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  it(
    'answers 401 without a back-office session: none, a customer token (bearer and ?token=), forged, expired, idle, revoked, disabled user',
    async () => {
      const expired = await adminLogin(api, 'staff@shop.test');
      await api.db.run(sql`UPDATE admin_sessions SET expires_at = 0 WHERE token_hash = ${hashToken(expired)}`);
      const idle = await adminLogin(api, 'staff@shop.test');
      await api.db.run(sql`UPDATE admin_sessions SET last_seen_at = 0 WHERE token_hash = ${hashToken(idle)}`);
      const revoked = await adminLogin(api, 'owner@shop.test');
      expect((await adminCall(api, '/logout', { token: revoked, method: 'POST' })).status).toBe(200);
      await addAdmin(api, 'gone@shop.test', 'owner');
      const disabled = await adminLogin(api, 'gone@shop.test');
      await api.db.run(sql`UPDATE admin_users SET disabled_at = 1 WHERE email = 'gone@shop.test'`);
      const forged = `${owner.slice(0, -4)}AAAA`;
      const before = await everything();
      const callers: Array<[string, (path: string) => { token?: string; path: string }]> = [
        ['anonymous', (path) => ({ path })],
        ['customer bearer', (path) => ({ token: customerToken, path })],
        ['customer ?token=', (path) => ({ path: `${path}?token=${encodeURIComponent(customerToken)}` })],
        ['forged', (path) => ({ token: forged, path })],
        ['expired', (path) => ({ token: expired, path })],
        ['idle', (path) => ({ token: idle, path })],
        ['revoked', (path) => ({ token: revoked, path })],
        ['disabled user', (path) => ({ token: disabled, path })],
      ];
      const wrong: string[] = [];
      for (const route of routes)
        for (const [who, caller] of callers) {
          const { token, path } = caller(concrete(route));
          const reply = await adminCall(api, path, {
            token,
            method: route.method.toUpperCase(),
            ...(route.method !== 'get' && { body: sampleBody[route.path] ?? {} }),
          });
          if (reply.status !== 401 || reply.headers.get('cache-control') !== 'no-store')
            wrong.push(`${who} ${route.method} ${route.path}: ${reply.status}`);
        }
      expect(wrong).toEqual([]);
      expect(await everything()).toBe(before);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers 403 to staff on every owner route, and changes nothing',
    async () => {
      const ownerRoutes = routes.filter((route) => route.access === 'owner');
      expect(ownerRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
        expect.arrayContaining(['get /users', 'post /users', 'patch /users/:id', 'put /settings']),
      );
      const before = await everything();
      for (const route of ownerRoutes) {
        const reply = await adminCall(api, concrete(route), {
          token: staff,
          method: route.method.toUpperCase(),
          ...(route.method !== 'get' && { body: sampleBody[route.path] ?? {} }),
        });
        expect([route.path, reply.status]).toEqual([route.path, 403]);
      }
      expect(await everything()).toBe(before);
    },
    WALK_TIMEOUT_MS,
  );

  it('an unknown back-office path is 401 before sign-in and 404 after', async () => {
    expect((await adminCall(api, '/nothing-here')).status).toBe(401);
    expect((await adminCall(api, '/nothing-here', { token: owner })).status).toBe(404);
  });

  it('is never served to another origin and never cached', async () => {
    const preflight = await adminCall(api, '/orders', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await adminCall(api, '/orders', { token: owner, headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const own = await adminCall(api, '/orders', { token: owner, headers: { origin: api.url } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });
});
