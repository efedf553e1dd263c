import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postJson } from '../test-support/start-test-api.js';
import { call, registerAndLogin, startUserApi, type UserTestApi } from '../users/test-support/start-user-api.js';

let api: UserTestApi;
beforeEach(async () => {
  api = await startUserApi();
});
afterEach(() => api.close());

const newsletter = (method: string, email: string) =>
  method === 'POST'
    ? postJson(`${api.url}/api/ext/mailchimp-subscribe/subscribe`, { email })
    : fetch(`${api.url}/api/ext/mailchimp-subscribe/subscribe`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });

describe("a customer's newsletter state", () => {
  it('follows the newsletter table in /api/user/me, and the coupon goes through the API’s one mailer', async () => {
    const { token } = await registerAndLogin(api, 'ada@example.com');
    const isSubscribed = async () =>
      (await call(api, 'me', undefined, { token })).body.result.extension_attributes.is_subscribed as boolean;
    expect(await isSubscribed()).toBe(false);

    expect((await newsletter('POST', 'ADA@example.com')).status).toBe(200);
    expect(await isSubscribed()).toBe(true);
    const coupon = api.mails.filter((mail) => mail.kind === 'newsletter-coupon');
    expect(coupon).toHaveLength(1);
    expect(coupon[0]?.to).toBe('ada@example.com');

    expect((await newsletter('DELETE', 'ada@example.com')).status).toBe(200);
    expect(await isSubscribed()).toBe(false);
  });
});
