import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerAndLogin, startUserApi, type UserTestApi } from './test-support/start-user-api.js';

const WINDOW_MS = 15 * 60_000;
let api: UserTestApi;
beforeEach(async () => {
  api = await startUserApi({
    users: { rateLimit: { perAccount: { max: 3, windowMs: WINDOW_MS }, perAddress: { max: 6, windowMs: WINDOW_MS } } },
  });
  await registerAndLogin(api, 'ada@example.com');
});
afterEach(() => api.close());

const login = (username: string, password: string) => call(api, 'login', { username, password });

function expectTooMany(reply: Awaited<ReturnType<typeof call>>, minutes: number) {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual({ code: 429, result: `Too many attempts. Please try again in ${minutes} minutes.` });
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

describe('login limits', () => {
  it('locks an account after its failed attempts, even for the right password, until the window ends', async () => {
    for (let i = 0; i < 3; i++) expect((await login('ADA@example.com', 'wrong password')).status).toBe(401);
    expectTooMany(await login('ada@example.com', PASSWORD), 15);
    api.advance(5 * 60_000);
    expectTooMany(await login('ada@example.com', PASSWORD), 10);
    api.advance(10 * 60_000);
    expect((await login('ada@example.com', PASSWORD)).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < 5; i++) expect((await login('ada@example.com', PASSWORD)).status).toBe(200);
  });

  it('limits one client address across accounts', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`user${i}@example.com`, 'wrong password')).status).toBe(401);
    expectTooMany(await login('someone@example.com', 'wrong password'), 15);
  });
});

describe('reset-password limits', () => {
  it('limits mails per account and per address, answering 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await call(api, 'reset-password', { email: 'ada@example.com' })).status).toBe(200);
    expectTooMany(await call(api, 'reset-password', { email: 'Ada@Example.com' }), 15);
    await expect.poll(() => api.mails.filter((mail) => mail.kind === 'password-reset').length).toBe(3);
    for (let i = 0; i < 3; i++)
      expect((await call(api, 'reset-password', { email: `u${i}@example.com` })).status).toBe(200);
    expectTooMany(await call(api, 'reset-password', { email: 'other@example.com' }), 15);
  });
});
