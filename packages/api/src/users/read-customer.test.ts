import type { Customer } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { getJson, postJson, startTestApi } from '../test-support/start-test-api.js';
import { closedAfterEachTest } from '../test-support/started-for-tests.js';
import { FAST_SCRYPT } from './test-support/start-user-api.js';

const closeAfterTest = closedAfterEachTest();

/** A JWT's claims without the times it was issued and expires at. */
function claimsOf(jwt: string | undefined): Record<string, unknown> {
  const {
    iat: _issued,
    exp: _expires,
    ...claims
  } = JSON.parse(Buffer.from(jwt?.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return claims;
}

describe('readCustomer (the embedded storefront reads the session without HTTP)', () => {
  it("answers what GET /api/user/me answers, and nothing once the token's session is over", async () => {
    const server = closeAfterTest(await startTestApi([], { overrides: { users: { scrypt: FAST_SCRYPT } } }));
    const customer = { email: 'embedded@example.com', firstname: 'Em', lastname: 'Bedded' };
    await postJson(`${server.url}/api/user/create`, { customer, password: 'embedded-pass-1' });
    const login = await postJson(`${server.url}/api/user/login`, {
      username: customer.email,
      password: 'embedded-pass-1',
    });
    const token = login.body.result as string;
    const me = await getJson(`${server.url}/api/user/me?token=${token}`);
    // Each answer mints its own group token, issued at the second of its call: the two agree on what it says, and a
    // busy machine may put them a second apart.
    const { groupToken: embeddedGroupToken, ...embedded } = (await server.api.readCustomer(token))!;
    const { groupToken: httpGroupToken, ...overHttp } = me.body.result as Customer;
    expect(embedded).toEqual(overHttp);
    expect(claimsOf(embeddedGroupToken)).toEqual(claimsOf(httpGroupToken));
    expect(claimsOf(httpGroupToken)).toMatchObject({ user: customer.email });
    expect(await server.api.readCustomer('forged')).toBeUndefined();
    await postJson(`${server.url}/api/user/logout`, { refreshToken: login.body.meta.refreshToken });
    expect(await server.api.readCustomer(token)).toBeUndefined();
  });
});
