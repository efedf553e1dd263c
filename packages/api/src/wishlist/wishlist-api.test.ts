import { describe, expect, it } from 'vitest';
import { sendJson } from '../test-support/start-test-api.js';
import { startedForFile } from '../test-support/started-for-tests.js';
import { call, registerAndLogin, startUserApi } from '../users/test-support/start-user-api.js';

// The whole API: accounts issue the tokens, the wishlist router trusts only them.
const api = startedForFile(() => startUserApi());

const wishlist = (token: string, method = 'GET', body?: unknown) =>
  sendJson(`${api().url}/api/ext/wishlist?token=${encodeURIComponent(token)}`, method, body);
const skus = (body: { result: { items: Array<{ sku: string }> } }) => body.result.items.map((item) => item.sku);

describe('/api/ext/wishlist with real accounts', () => {
  it('keeps two customers apart and follows a customer across logins (devices)', async () => {
    const ann = await registerAndLogin(api(), 'ann@example.com');
    const bob = await registerAndLogin(api(), 'bob@example.com');
    expect((await wishlist(ann.token, 'POST', { items: [{ sku: 'A' }, { sku: 'B' }] })).status).toBe(200);
    expect(skus((await wishlist(bob.token, 'POST', { items: [{ sku: 'C' }] })).body)).toEqual(['C']);

    const annElsewhere = await call(api(), 'login', { username: 'ann@example.com', password: 'correct horse 1' });
    const second = annElsewhere.body.result as string;
    expect(skus((await wishlist(second, 'POST', { items: [{ sku: 'D' }, { sku: 'A' }] })).body)).toEqual([
      'A',
      'B',
      'D',
    ]);
    expect(skus((await wishlist(second, 'DELETE', { sku: 'B' })).body)).toEqual(['A', 'D']);
    expect(skus((await wishlist(ann.token)).body)).toEqual(['A', 'D']);
    expect(skus((await wishlist(bob.token)).body)).toEqual(['C']);
  });

  it('answers 401 not authorized after logout ends the token, and for a forged token', async () => {
    const cid = await registerAndLogin(api(), 'cid@example.com');
    expect((await wishlist(cid.token)).status).toBe(200);
    const out = await call(api(), 'logout', { refreshToken: cid.refreshToken });
    expect(out.status).toBe(200);
    for (const token of [cid.token, `${cid.token}x`]) {
      const { status, body } = await wishlist(token);
      expect(status).toBe(401);
      expect(body).toEqual({ code: 401, result: 'not authorized' });
    }
  });
});
