import { describe, expect, it, vi } from 'vitest';
import { AdminApiError, adminQueryString, createAdminClient } from './admin-client.js';

function fakeFetch(answers: Array<[number, unknown]>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const [status, body] = answers.shift()!;
    return new Response(JSON.stringify({ code: status, result: body }), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('the back-office API client', () => {
  it('signs in, sends the bearer token without cookies, and reads the envelope', async () => {
    const { fetch, calls } = fakeFetch([
      [200, { token: 'tok', requireTotp: false }],
      [200, { items: [], total: 0 }],
      [200, { status: 'complete' }],
    ]);
    const client = createAdminClient({ baseUrl: 'https://shop.test', fetch });
    await client.login('owner@shop.test', 'secret', '123456');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      email: 'owner@shop.test',
      password: 'secret',
      otp: '123456',
    });
    expect(await client.get('/orders', { q: 'MUG', page: 2, status: undefined })).toEqual({ items: [], total: 0 });
    expect(calls[1]!.url).toBe('https://shop.test/api/admin/orders?q=MUG&page=2');
    expect(calls[1]!.init).toMatchObject({ credentials: 'omit', headers: { authorization: 'Bearer tok' } });
    await client.send('POST', '/orders/000000001/status', { status: 'complete' });
    expect(calls[2]!.init.method).toBe('POST');
  });

  it('forgets the token and says so on 401; other refusals carry their status and message', async () => {
    const onSignedOut = vi.fn();
    const { fetch } = fakeFetch([
      [200, { token: 'tok', requireTotp: false }],
      [403, 'Your back-office role may not do this'],
      [401, 'Sign in to the back-office first'],
    ]);
    const client = createAdminClient({ fetch, onSignedOut });
    await client.login('staff@shop.test', 'secret');
    await expect(client.get('/users')).rejects.toEqual(new AdminApiError(403, 'Your back-office role may not do this'));
    expect(client.signedIn).toBe(true);
    await expect(client.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(client.signedIn).toBe(false);
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('writes only the defined query values', () => {
    expect(adminQueryString({ a: 1, b: undefined, c: '', d: true })).toBe('?a=1&d=true');
    expect(adminQueryString()).toBe('');
  });
});
