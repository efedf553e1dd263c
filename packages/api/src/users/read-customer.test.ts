import { describe, expect, it } from 'vitest';
import { getJson, postJson, startTestApi } from '../test-support/start-test-api.js';
import { closedAfterEachTest } from '../test-support/started-for-tests.js';
import { FAST_SCRYPT } from './test-support/start-user-api.js';

const closeAfterTest = closedAfterEachTest();

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
    expect(await server.api.readCustomer(token)).toEqual(me.body.result);
    expect(await server.api.readCustomer('forged')).toBeUndefined();
    await postJson(`${server.url}/api/user/logout`, { refreshToken: login.body.meta.refreshToken });
    expect(await server.api.readCustomer(token)).toBeUndefined();
  });
});
