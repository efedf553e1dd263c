import { describe, expect, it } from 'vitest';
import { orderBody, placeOrder, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { sql } from '../db/sql.js';
import { getJson } from '../test-support/start-test-api.js';
import { ACCOUNT_LOCKED } from '../users/session-routes.js';
import { call, PASSWORD, registerAndLogin } from '../users/test-support/start-user-api.js';
import {
  ADMIN_LAST_OWNER,
  ADMIN_OTP_NEEDED,
  ADMIN_OTP_WRONG,
  ADMIN_SIGN_IN_WRONG,
  ADMIN_TOTP_FIRST,
} from './admin-router.js';
import { ADMIN_TOTP_SETUP_NEEDED } from './admin-guard.js';
import { addAdmin, adminCall, adminLogin, ADMIN_PASSWORD, backOfficeApiPerFile } from './test-support/back-office.js';
import { totpCode } from './totp.js';

let api: OrderTestApi;
let owner: string;
const now = () => Date.parse('2026-06-01T08:00:00Z') + moved;
let moved = 0;
const advance = (ms: number) => {
  moved += ms;
  api.advance(ms);
};

backOfficeApiPerFile('owner', (started) => ({ api, token: owner } = started));

const login = (email: string, password = ADMIN_PASSWORD, otp?: string) =>
  adminCall(api, '/login', { body: { email, password, ...(otp && { otp }) } });

describe('back-office accounts and sessions', () => {
  it('signs in with the right password only, with one answer for a wrong password and an unknown user', async () => {
    const wrong = await login('owner@shop.test', 'not the password');
    const unknown = await login('nobody@shop.test');
    expect([wrong.status, wrong.body.result]).toEqual([401, ADMIN_SIGN_IN_WRONG]);
    expect([unknown.status, unknown.body.result]).toEqual([401, ADMIN_SIGN_IN_WRONG]);
    const right = await login('OWNER@shop.test');
    expect(right.body).toMatchObject({ code: 200, result: { token: expect.any(String), user: { role: 'owner' } } });
    expect((await login('owner@shop.test', '')).status).toBe(400);
  });

  it('limits sign-in attempts per account and client', async () => {
    await addAdmin(api, 'guessed@shop.test', 'staff');
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await login('guessed@shop.test', `guess ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await login('guessed@shop.test')).status).toBe(429);
  });

  it('counts a guesser per account and address, so guesses from many addresses do not lock the owner out', async () => {
    await addAdmin(api, 'targeted@shop.test', 'staff');
    const from = (address: string, password: string) =>
      adminCall(api, '/login', {
        body: { email: 'targeted@shop.test', password },
        headers: { 'x-forwarded-for': address },
      });
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i++) statuses.add((await from(`198.51.100.${i}`, `guess ${i}`)).status);
    expect([...statuses]).toEqual([401]);
    expect((await from('203.0.113.7', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('bounds wrong TOTP codes after the right password per account, from every address', async () => {
    await addAdmin(api, 'second@shop.test', 'staff');
    const token = await adminLogin(api, 'second@shop.test');
    const secret = (await adminCall(api, '/me/totp', { token, method: 'POST' })).body.result.secret as string;
    await adminCall(api, '/me/totp/confirm', { token, body: { otp: totpCode(secret, now()) } });
    advance(30_000);
    const right = totpCode(secret, now());
    const wrong = right === '000000' ? '000001' : '000000';
    const from = (address: string, otp: string) =>
      adminCall(api, '/login', {
        body: { email: 'second@shop.test', password: ADMIN_PASSWORD, otp },
        headers: { 'x-forwarded-for': address },
      });
    const { max, windowMs } = api.config.admin.totpRateLimit;
    const statuses = [];
    for (let i = 0; i <= max; i++) statuses.push((await from(`198.51.100.${100 + i}`, wrong)).status);
    expect(statuses).toEqual([...new Array<number>(max).fill(401), 429]);
    const refused = await from('203.0.113.70', right);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    advance(windowMs);
    expect((await from('203.0.113.70', totpCode(secret, now()))).status).toBe(200);
  });

  it('ends a session on logout, after idle time, after its lifetime, and when an owner revokes it', async () => {
    await addAdmin(api, 'worker@shop.test', 'staff');
    const me = (token: string) => adminCall(api, '/me', { token }).then((reply) => reply.status);
    const loggedOut = await adminLogin(api, 'worker@shop.test');
    await adminCall(api, '/logout', { token: loggedOut, method: 'POST' });
    expect(await me(loggedOut)).toBe(401);
    const idle = await adminLogin(api, 'worker@shop.test');
    advance(api.config.admin.idleTimeoutSeconds * 1000 + 1);
    expect(await me(idle)).toBe(401);
    owner = await adminLogin(api, 'owner@shop.test');
    const busy = await adminLogin(api, 'worker@shop.test');
    for (let spent = 0; spent < api.config.admin.sessionTtlSeconds * 1000; spent += 20 * 60_000) {
      expect(await me(busy)).toBe(200);
      expect(await me(owner)).toBe(200);
      advance(20 * 60_000);
    }
    expect(await me(busy)).toBe(401);
    owner = await adminLogin(api, 'owner@shop.test');
    const revoked = await adminLogin(api, 'worker@shop.test');
    const worker = (await adminCall(api, '/users', { token: owner })).body.result.find(
      (user: { email: string }) => user.email === 'worker@shop.test',
    );
    const revoke = await adminCall(api, `/users/${worker.id}/revoke-sessions`, { token: owner, method: 'POST' });
    expect(revoke.status).toBe(200);
    expect(await me(revoked)).toBe(401);
  });

  it('asks for a TOTP code once set up, uses each code once, and lets the owners require it', async () => {
    await addAdmin(api, 'careful@shop.test', 'staff');
    const token = await adminLogin(api, 'careful@shop.test');
    const setup = await adminCall(api, '/me/totp', { token, method: 'POST' });
    const secret = setup.body.result.secret as string;
    expect(setup.body.result.uri).toMatch(/^otpauth:\/\/totp\/.*careful%40shop\.test\?secret=/);
    expect((await adminCall(api, '/me/totp/confirm', { token, body: { otp: '000000' } })).status).toBe(400);
    const confirmed = await adminCall(api, '/me/totp/confirm', { token, body: { otp: totpCode(secret, now()) } });
    expect(confirmed.body.result).toEqual({ totp: true });
    expect((await login('careful@shop.test')).body.result).toBe(ADMIN_OTP_NEEDED);
    // The code that confirmed the set-up was used: the next step's code signs in, once.
    advance(30_000);
    const code = totpCode(secret, now());
    expect((await login('careful@shop.test', ADMIN_PASSWORD, code)).status).toBe(200);
    const replay = await login('careful@shop.test', ADMIN_PASSWORD, code);
    expect([replay.status, replay.body.result]).toEqual([401, ADMIN_OTP_WRONG]);

    await addAdmin(api, 'strict@shop.test', 'owner');
    const strict = await adminLogin(api, 'strict@shop.test');
    const require = (on: boolean) =>
      adminCall(api, '/settings', { token: strict, method: 'PUT', body: { requireTotp: on } });
    const early = await require(true);
    expect([early.status, early.body.result]).toEqual([409, ADMIN_TOTP_FIRST]);
    const own = (await adminCall(api, '/me/totp', { token: strict, method: 'POST' })).body.result.secret as string;
    advance(30_000);
    await adminCall(api, '/me/totp/confirm', { token: strict, body: { otp: totpCode(own, now()) } });
    const lax = await adminLogin(api, 'worker@shop.test');
    expect((await require(true)).status).toBe(200);
    const refused = await adminCall(api, '/orders', { token: lax });
    expect([refused.status, refused.body.result]).toEqual([403, ADMIN_TOTP_SETUP_NEEDED]);
    expect((await adminCall(api, '/me', { token: lax })).body.result.requireTotp).toBe(true);
    expect((await adminCall(api, '/me/totp', { token: lax, method: 'POST' })).status).toBe(200);
    expect((await require(false)).status).toBe(200);
    expect((await adminCall(api, '/orders', { token: lax })).status).toBe(200);
  });

  it('manages users: add, refuse a duplicate or a short password, change the role, keep one active owner', async () => {
    owner = await adminLogin(api, 'owner@shop.test');
    const add = (body: unknown) => adminCall(api, '/users', { token: owner, body });
    const added = await add({ email: 'Helper@Shop.test', role: 'staff', password: 'twelve chars!' });
    expect(added.status).toBe(201);
    expect(added.body.result).toMatchObject({ email: 'helper@shop.test', role: 'staff', totp: false });
    expect((await add({ email: 'helper@shop.test', role: 'staff', password: 'twelve chars!' })).status).toBe(409);
    const short = await add({ email: 'x@shop.test', role: 'staff', password: 'short' });
    expect([short.status, short.body.result]).toEqual([400, 'The password must have at least 12 characters']);
    expect((await add({ email: 'x@shop.test', role: 'admin', password: 'twelve chars!' })).status).toBe(400);
    const users = (await adminCall(api, '/users', { token: owner })).body.result as Array<{
      id: number;
      email: string;
    }>;
    const ownerId = users.find((user) => user.email === 'owner@shop.test')!.id;
    const strictId = users.find((user) => user.email === 'strict@shop.test')!.id;
    const other = await adminCall(api, `/users/${strictId}`, {
      token: owner,
      method: 'PATCH',
      body: { disabled: true },
    });
    expect(other.body.result.disabled).toBe(true);
    const demote = await adminCall(api, `/users/${ownerId}`, {
      token: owner,
      method: 'PATCH',
      body: { role: 'staff' },
    });
    expect([demote.status, demote.body.result]).toEqual([409, ADMIN_LAST_OWNER]);
    const disable = await adminCall(api, `/users/${ownerId}`, {
      token: owner,
      method: 'PATCH',
      body: { disabled: true },
    });
    expect(disable.status).toBe(409);
    expect((await adminCall(api, `/users/${ownerId}`, { token: owner, method: 'PATCH', body: {} })).status).toBe(400);
    const helper = await adminLogin(api, 'helper@shop.test', 'twelve chars!');
    const promoted = await adminCall(api, `/users/${added.body.result.id}`, {
      token: owner,
      method: 'PATCH',
      body: { role: 'owner' },
    });
    expect(promoted.body.result.role).toBe('owner');
    // A role change ends the user's sessions: the new role starts with a new sign-in.
    expect((await adminCall(api, '/me', { token: helper })).status).toBe(401);
  });
});

describe('customers, newsletter and mail in the back-office', () => {
  it('locks a customer out (sign-in, refresh and open sessions, each told why) and lets them back', async () => {
    owner = await adminLogin(api, 'owner@shop.test');
    const { customer, token, refreshToken } = await registerAndLogin(api, 'locked@example.com');
    const placed = await placeOrder(
      api,
      orderBody([{ sku: 'MUG' }], { email: 'locked@example.com', user_id: String(customer.id) }),
      { token },
    );
    expect(placed.status).toBe(200);
    const found = await adminCall(api, '/customers?q=LOCKED@', { token: owner });
    expect(found.body.result.items).toEqual([expect.objectContaining({ id: customer.id, orders: 1, locked: false })]);
    // The customer's page: details, saved addresses, and the orders with their count.
    const detail = await adminCall(api, `/customers/${customer.id}`, { token: owner });
    expect(detail.body.result).toMatchObject({
      id: customer.id,
      email: 'locked@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      createdAt: expect.any(String),
      locked: false,
      orders: 1,
      addresses: [],
      orderList: [
        {
          number: placed.body.result.orderNumber,
          createdAt: expect.any(String),
          status: 'pending',
          grandTotal: expect.any(Number),
          currency: expect.any(String),
        },
      ],
    });
    const lock = await adminCall(api, `/customers/${customer.id}/lock`, { token: owner, body: { note: 'Fraud' } });
    expect(lock.body.result).toMatchObject({
      locked: true,
      orders: 1,
      orderList: [expect.objectContaining({ status: 'pending' })],
    });
    const signIn = await call(api, 'login', { username: 'locked@example.com', password: PASSWORD });
    expect([signIn.status, signIn.body.result]).toEqual([401, ACCOUNT_LOCKED]);
    const refresh = await call(api, 'refresh', { refreshToken });
    expect([refresh.status, refresh.body.result]).toEqual([401, ACCOUNT_LOCKED]);
    expect((await call(api, 'me', undefined, { token })).status).toBe(401);
    await adminCall(api, `/customers/${customer.id}/unlock`, { token: owner, body: {} });
    expect((await call(api, 'login', { username: 'locked@example.com', password: PASSWORD })).status).toBe(200);
    expect((await adminCall(api, '/customers/987654', { token: owner })).status).toBe(404);
  });

  it('mails a customer the storefront reset link', async () => {
    const { customer } = await registerAndLogin(api, 'forgetful@example.com');
    const before = api.mails.length;
    const reply = await adminCall(api, `/customers/${customer.id}/reset-password`, { token: owner, method: 'POST' });
    expect(reply.body.result).toEqual({ to: 'forgetful@example.com' });
    await expect.poll(() => api.mails.slice(before).map((mail) => mail.kind)).toEqual(['password-reset']);
    expect(api.mails.at(-1)!.text).toContain('/create-password?email=forgetful%40example.com&token=');
  });

  it('exports the newsletter subscribers as CSV, safe to open in a spreadsheet', async () => {
    for (const email of ['news@example.com', '=cmd@example.com'])
      await getJson(`${api.url}/api/ext/mailchimp-subscribe/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const csv = await fetch(`${api.url}/api/admin/newsletter/subscribers.csv`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,updated_at');
    expect(lines.some((line) => line.startsWith('news@example.com,subscribed,'))).toBe(true);
    expect(lines.some((line) => line.startsWith("'=cmd@example.com,"))).toBe(true);
  });

  it('lists failed mails and resends one', async () => {
    await api.db.run(
      sql`INSERT INTO mail_outbox (kind, "from", "to", subject, text, created_at, status, error)
          VALUES ('welcome', 'shop@localhost', 'late@example.com', 'Welcome', 'Hello', '2026-06-01T08:00:00.000Z', 'failed', 'connection refused')`,
    );
    const failed = await adminCall(api, '/mail?status=failed', { token: owner });
    const mail = failed.body.result.items.find((item: { to: string }) => item.to === 'late@example.com');
    expect(mail).toMatchObject({ status: 'failed', error: 'connection refused' });
    const before = api.mails.length;
    const resent = await adminCall(api, `/mail/${mail.id}/resend`, { token: owner, method: 'POST' });
    expect(resent.body.result.status).toBe('sent');
    expect(api.mails.slice(before)).toEqual([expect.objectContaining({ to: 'late@example.com', subject: 'Welcome' })]);
    const after = await adminCall(api, '/mail?status=failed', { token: owner });
    expect(after.body.result.items.map((item: { id: number }) => item.id)).not.toContain(mail.id);
  });
});
