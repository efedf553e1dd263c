import { afterEach, describe, expect, it, vi } from 'vitest';
import { ident, sql } from '../db/sql.js';
import { verifyGroupToken } from '../auth/group-token.js';
import { resolveAuthSecret } from '../auth/auth-secret.js';
import { postJson } from '../test-support/start-test-api.js';
import {
  call,
  PASSWORD,
  registerAndLogin,
  registration,
  requestResetLink,
  startUserApi,
  type UserApi,
} from './test-support/start-user-api.js';
import { logger } from '../log/logger.js';

const DUPLICATE = 'A customer with the same email address already exists in an associated website.';

const address = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['Main Street', '12'],
  city: 'Berlin',
  country_id: 'DE',
  postcode: '10115',
  telephone: '+49 30 123',
  region: { region: null, region_code: null, region_id: 0 },
  ...extra,
});

let api: UserApi;
afterEach(() => api.close());

describe('POST /api/user/create', () => {
  it('answers 400 with Ajv-like errors for each bad field, and stores nothing', async () => {
    api = await startUserApi();
    const reply = await call(api, 'create', {
      customer: { email: 'not-an-email', firstname: '1a', addresses: [address({ country_id: 'de', street: ['x'] })] },
      password: PASSWORD,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
    const byPath = Object.fromEntries(reply.body.result.map((e: { dataPath: string }) => [e.dataPath, e]));
    expect(Object.keys(byPath).sort()).toEqual(
      [
        '.customer.email',
        '.customer.firstname',
        '.customer.lastname',
        '.customer.addresses[0].street',
        '.customer.addresses[0].country_id',
      ].sort(),
    );
    expect(byPath['.customer.lastname']).toEqual({
      keyword: 'required',
      dataPath: '.customer.lastname',
      instancePath: '/customer/lastname',
      message: "should have required property 'lastname'",
    });
    expect(byPath['.customer.firstname'].keyword).toBe('pattern');
    expect(byPath['.customer.addresses[0].street'].keyword).toBe('minItems');
    expect(await api.db.get(sql`SELECT count(*) AS n FROM customers`)).toEqual({ n: 0 });
  });

  it('refuses a missing password and a password shorter than 8 with a clear 400', async () => {
    api = await startUserApi();
    const missing = await call(api, 'create', { customer: registration('a@example.com').customer });
    expect(missing.status).toBe(400);
    expect(missing.body.result[0]).toMatchObject({ keyword: 'required', dataPath: '.password' });
    const short = await call(api, 'create', { ...registration('a@example.com'), password: 'seven77' });
    expect(short.body).toEqual({ code: 400, result: 'Password must have at least 8 letters.' });
    expect(await api.db.get(sql`SELECT count(*) AS n FROM customers`)).toEqual({ n: 0 });
  });

  it('accepts names in any script, with apostrophes, hyphens and spaces', async () => {
    api = await startUserApi();
    const reply = await call(api, 'create', {
      ...registration('zoe@example.com'),
      customer: { email: 'zoe@example.com', firstname: 'Zoë Anne-Marie', lastname: 'O’Brien' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ firstname: 'Zoë Anne-Marie', lastname: 'O’Brien' });
  });

  it('refuses a second account for an e-mail in any letter case', async () => {
    api = await startUserApi();
    expect((await call(api, 'create', registration('ada@example.com'))).status).toBe(200);
    const again = await call(api, 'create', registration('ADA@Example.com'));
    expect(again.body).toEqual({ code: 400, result: DUPLICATE });
  });

  it('stores the addresses given at registration, and sends the welcome mail', async () => {
    api = await startUserApi();
    const reply = await call(
      api,
      'create',
      registration('ada@example.com', { addresses: [address({ default_shipping: true })], group_id: 4, id: 99 }),
    );
    const customer = reply.body.result;
    expect(customer.addresses).toHaveLength(1);
    expect(customer.addresses[0]).toMatchObject({
      customer_id: customer.id,
      street: ['Main Street', '12'],
      country_id: 'DE',
      default_shipping: true,
    });
    expect(customer.default_shipping).toBe(String(customer.addresses[0].id));
    // Fields the shopper may not choose are ignored.
    expect(customer.group_id).toBe(1);
    expect(customer.id).not.toBe(99);
    expect(api.mails).toEqual([expect.objectContaining({ kind: 'welcome', to: 'ada@example.com' })]);
  });

  it('still registers when the mail cannot be sent', async () => {
    const logged = vi.spyOn(logger, 'error');
    try {
      api = await startUserApi({}, { send: () => Promise.reject(new Error('SMTP down')) });
      expect((await call(api, 'create', registration('ada@example.com'))).status).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(logged.mock.calls.some(([line]) => String(line).includes('SMTP down'))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('GET and POST /api/user/me', () => {
  it('answers a group token of {group_id, id, user} signed with the auth secret', async () => {
    api = await startUserApi();
    const { token, customer } = await registerAndLogin(api, 'ada@example.com');
    const me = await call(api, 'me', undefined, { token });
    const claims = await verifyGroupToken(me.body.result.groupToken, resolveAuthSecret(api.config), Date.now());
    expect(claims).toEqual({ group_id: 1, id: customer.id, user: 'ada@example.com' });
  });

  it('answers is_subscribed from the newsletter', async () => {
    api = await startUserApi();
    const { token } = await registerAndLogin(api, 'ada@example.com');
    expect((await call(api, 'me', undefined, { token })).body.result.extension_attributes).toEqual({
      is_subscribed: false,
    });
    const subscribed = await postJson(`${api.url}/api/ext/mailchimp-subscribe/subscribe`, { email: 'ADA@example.com' });
    expect(subscribed.status).toBe(200);
    expect((await call(api, 'me', undefined, { token })).body.result.extension_attributes).toEqual({
      is_subscribed: true,
    });
  });

  it('updates names and addresses (add, edit, remove) in one go, ignoring a sent group token', async () => {
    api = await startUserApi();
    const { token, customer } = await registerAndLogin(api, 'ada@example.com');
    const first = await call(
      api,
      'me',
      { customer: { ...pick(customer), addresses: [address(), address({ city: 'Rome' })] } },
      { token },
    );
    expect(first.status).toBe(200);
    const [berlin, rome] = first.body.result.addresses;
    const second = await call(
      api,
      'me',
      {
        customer: {
          ...pick(customer),
          firstname: 'Augusta',
          groupToken: first.body.result.groupToken,
          addresses: [
            { ...berlin, city: 'Hamburg', default_shipping: true, default_billing: true },
            address({ city: 'Paris' }),
          ],
        },
      },
      { token },
    );
    expect(second.status).toBe(200);
    const updated = second.body.result;
    expect(updated.firstname).toBe('Augusta');
    expect(updated.addresses.map((a: { city: string }) => a.city)).toEqual(['Hamburg', 'Paris']);
    expect(updated.addresses[0].id).toBe(berlin.id);
    expect(updated.addresses.some((a: { id: number }) => a.id === rome.id)).toBe(false);
    expect(updated.default_shipping).toBe(String(berlin.id));
    expect(updated.default_billing).toBe(String(berlin.id));
    expect((await call(api, 'me', undefined, { token })).body.result.addresses).toHaveLength(2);
  });

  it('refuses fields outside the allowed ones with 400, changing nothing', async () => {
    api = await startUserApi();
    const { token, customer } = await registerAndLogin(api, 'ada@example.com');
    const reply = await call(api, 'me', { customer: { ...pick(customer), group_id: 4 } }, { token });
    expect(reply.status).toBe(400);
    expect(reply.body.result[0]).toMatchObject({ keyword: 'additionalProperties', dataPath: '.customer' });
    const extraRoot = await call(api, 'me', { customer: pick(customer), admin: true }, { token });
    expect(extraRoot.status).toBe(400);
    expect((await call(api, 'me', undefined, { token })).body.result.group_id).toBe(1);
  });

  it("answers 403 for another customer's address id or customer id, changing nothing", async () => {
    api = await startUserApi();
    const eve = await registerAndLogin(api, 'eve@example.com');
    const eveAddress = (
      await call(api, 'me', { customer: { ...pick(eve.customer), addresses: [address()] } }, { token: eve.token })
    ).body.result.addresses[0];
    const ada = await registerAndLogin(api, 'ada@example.com');
    const forbidden = { code: 403, result: 'Provided invalid address.id or address.customer_id' };
    const byId = await call(
      api,
      'me',
      { customer: { ...pick(ada.customer), addresses: [{ ...address(), id: eveAddress.id }] } },
      { token: ada.token },
    );
    expect(byId.body).toEqual(forbidden);
    const byCustomer = await call(
      api,
      'me',
      { customer: { ...pick(ada.customer), addresses: [{ ...address(), customer_id: eve.customer.id }] } },
      { token: ada.token },
    );
    expect(byCustomer.body).toEqual(forbidden);
    const eveNow = (await call(api, 'me', undefined, { token: eve.token })).body.result;
    expect(eveNow.addresses).toEqual([eveAddress]);
  });

  it("refuses changing the e-mail to another customer's with the duplicate message", async () => {
    api = await startUserApi();
    await registerAndLogin(api, 'eve@example.com');
    const { token, customer } = await registerAndLogin(api, 'ada@example.com');
    const reply = await changeEmail(token, customer, 'EVE@example.com');
    expect(reply.body).toEqual({ code: 400, result: DUPLICATE });
    const renamed = await changeEmail(token, customer, 'ada.l@example.com');
    expect(renamed.body.result.email).toBe('ada.l@example.com');
  });

  describe('changing the e-mail', () => {
    const NEEDED = { code: 400, result: 'Enter your current password to change your e-mail address.' };
    const WRONG = { code: 400, result: "The password doesn't match this account. Verify the password and try again." };

    it('needs the current password: missing or wrong is a 400 that changes nothing, and guesses count as logins', async () => {
      api = await startUserApi({
        users: { rateLimit: { perAccountAndAddress: { max: 2, windowMs: 15 * 60_000 } } },
      });
      const { token, customer } = await registerAndLogin(api, 'ada@example.com');
      const moved = { ...pick(customer), email: 'mallory@example.com' };
      expect((await call(api, 'me', { customer: moved }, { token })).body).toEqual(NEEDED);
      expect((await call(api, 'me', { customer: moved, currentPassword: '' }, { token })).body).toEqual(NEEDED);
      for (let i = 0; i < 2; i++)
        expect((await call(api, 'me', { customer: moved, currentPassword: 'a wrong guess' }, { token })).body).toEqual(
          WRONG,
        );
      const limited = await call(api, 'me', { customer: moved, currentPassword: PASSWORD }, { token });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(api, 'me', undefined, { token })).body.result.email).toBe('ada@example.com');
      expect(api.mails.filter((mail) => mail.kind === 'email-changed')).toEqual([]);
    });

    it('with the password: changes it, mails the old address, ends the other sessions and keeps this one', async () => {
      api = await startUserApi({ publicUrl: 'https://shop.example.com' });
      const { token, refreshToken, customer } = await registerAndLogin(api, 'ada@example.com');
      const other = (await call(api, 'login', { username: 'ada@example.com', password: PASSWORD })).body;
      const reply = await changeEmail(token, customer, 'ada.new@example.com');
      expect(reply.body.result.email).toBe('ada.new@example.com');
      const told = api.mails.filter((mail) => mail.kind === 'email-changed');
      expect(told.map((mail) => mail.to)).toEqual(['ada@example.com']);
      expect(told[0]!.text).toContain('ada.new@example.com');
      expect(told[0]!.text).toContain('https://shop.example.com');
      expect((await call(api, 'me', undefined, { token })).status).toBe(200);
      expect((await call(api, 'refresh', { refreshToken })).status).toBe(200);
      expect((await call(api, 'me', undefined, { token: other.result })).status).toBe(401);
      expect((await call(api, 'refresh', { refreshToken: other.meta.refreshToken })).status).toBe(500);
    });

    it('tells the old address once when the same change arrives twice at once', async () => {
      api = await startUserApi();
      const { token, customer } = await registerAndLogin(api, 'ada@example.com');
      const change = () => changeEmail(token, customer, 'ada.twice@example.com');
      const replies = await Promise.all([change(), change()]);
      expect(replies.map((reply) => reply.body.result.email)).toEqual([
        'ada.twice@example.com',
        'ada.twice@example.com',
      ]);
      expect(api.mails.filter((mail) => mail.kind === 'email-changed').map((mail) => mail.to)).toEqual([
        'ada@example.com',
      ]);
      expect((await call(api, 'me', undefined, { token })).status).toBe(200);
    });

    it('needs no password when the e-mail stays (or only its case changes)', async () => {
      api = await startUserApi();
      const { token, customer } = await registerAndLogin(api, 'ada@example.com');
      const same = await call(api, 'me', { customer: { ...pick(customer), firstname: 'Augusta' } }, { token });
      expect(same.body.result.firstname).toBe('Augusta');
      const cased = await call(api, 'me', { customer: { ...pick(customer), email: 'Ada@Example.com' } }, { token });
      expect(cased.status).toBe(200);
      expect(api.mails.filter((mail) => mail.kind === 'email-changed')).toEqual([]);
    });
  });

  it('answers 401 without a valid token', async () => {
    api = await startUserApi();
    const reply = await call(api, 'me', {
      customer: { email: 'a@example.com', firstname: 'Ada', lastname: 'Lovelace' },
    });
    expect(reply.body).toEqual({ code: 401, result: 'not authorized' });
  });
});

describe('storage', () => {
  it('keeps no password or token in clear, and rehashes an old hash at login', async () => {
    api = await startUserApi();
    const { refreshToken, customer } = await registerAndLogin(api, 'ada@example.com');
    const resetToken = (await requestResetLink(api, 'ada@example.com')).token;
    const dump = JSON.stringify(
      await Promise.all(
        ['customers', 'refresh_tokens', 'token_families', 'password_reset_tokens'].map((table) =>
          api.db.all(sql`SELECT * FROM ${ident(table)}`),
        ),
      ),
    );
    for (const secret of [PASSWORD, refreshToken, resetToken]) expect(dump).not.toContain(secret);

    // A hash made with N=512, as an older configuration would have stored it.
    const oldHash = await import('./password-hash.js').then((m) =>
      m.hashPassword(PASSWORD, { N: 512, r: 8, p: 1, keyLength: 32 }),
    );
    await api.db.run(sql`UPDATE customers SET password_hash = ${oldHash} WHERE id = ${customer.id}`);
    expect((await call(api, 'login', { username: 'ada@example.com', password: PASSWORD })).status).toBe(200);
    const stored = await api.db.get<{ password_hash: string }>(
      sql`SELECT password_hash FROM customers WHERE id = ${customer.id}`,
    );
    expect(stored?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
  });
});

function pick(customer: { email: string; firstname: string; lastname: string }) {
  return { email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
}

/** The profile update that moves `customer` to the e-mail `email`, with the current password. */
function changeEmail(token: string, customer: { email: string; firstname: string; lastname: string }, email: string) {
  return call(api, 'me', { customer: { ...pick(customer), email }, currentPassword: PASSWORD }, { token });
}
