import { networkInterfaces } from 'node:os';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { listenOnLoopback } from '../test-support/listen-on-loopback.js';
import { getJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';
import { FAST_SCRYPT } from '../users/test-support/start-user-api.js';
import { applyTrustProxy, clientAddress, normaliseAddress } from './client-address.js';

/** Every per-address limit at 2 requests, so the third from one client is refused. */
const TWO = { max: 2, windowMs: 60_000 };
const LIMITS = {
  users: { scrypt: FAST_SCRYPT, rateLimit: { perAccount: { max: 100, windowMs: 60_000 }, perAddress: TWO } },
  reviews: { rateLimit: TWO },
  orders: { rateLimit: TWO },
  newsletter: { rateLimit: TWO },
  mail: { serviceRateLimit: TWO },
};

let sent = 0;
/** One request of each per-address limit family; each body is new, so no per-account or per-recipient limit adds up. */
const FAMILIES: Record<string, () => { path: string; body: unknown }> = {
  login: () => ({ path: '/api/user/login', body: { username: `u${++sent}@example.com`, password: 'wrong password' } }),
  'reset-password': () => ({ path: '/api/user/reset-password', body: { email: `u${++sent}@example.com` } }),
  reviews: () => ({ path: '/api/review/create', body: {} }),
  orders: () => ({ path: '/api/order', body: {} }),
  payment: () => ({ path: '/api/ext/paypal/execute', body: {} }),
  newsletter: () => ({ path: '/api/ext/mailchimp-subscribe/subscribe', body: { email: `n${++sent}@example.com` } }),
  'mail-service': () => ({ path: '/api/ext/mail-service/send-email', body: {} }),
};

/** A POST as a proxy in front of the API sends it: the client it forwards for in X-Forwarded-For. */
function post(base: string, family: string, forwardedFor?: string) {
  const { path, body } = FAMILIES[family]!();
  return getJson(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
    body: JSON.stringify(body),
  });
}

/** The first address of this machine that is not loopback (the peer a connection to it comes from). */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
}

describe('per-address limits behind a proxy on this machine (default http.trustProxy: loopback)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi([], { overrides: LIMITS });
  });
  afterAll(() => api.close());

  for (const family of Object.keys(FAMILIES))
    it(`${family}: counts each forwarded client apart, so one client's refusals leave the other's requests alone`, async () => {
      const a = `198.51.100.${Object.keys(FAMILIES).indexOf(family) + 1}`;
      const b = `203.0.113.${Object.keys(FAMILIES).indexOf(family) + 1}`;
      for (let i = 0; i < 2; i++) expect((await post(api.url, family, a)).status).not.toBe(429);
      const refused = await post(api.url, family, a);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      // What nginx's $proxy_add_x_forwarded_for sends: whatever the client claimed, then the address it came from.
      expect((await post(api.url, family, `${a}, ${b}`)).status).not.toBe(429);
      expect((await post(api.url, family, `10.1.1.1, ${a}`)).status).toBe(429);
    });

  it('counts two addresses of one IPv6 /64 as one client, another /64 apart', async () => {
    for (const client of ['2001:db8:5:6::1', '2001:db8:5:6:abcd::2'])
      expect((await post(api.url, 'orders', client)).status).not.toBe(429);
    expect((await post(api.url, 'orders', '2001:db8:5:6:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await post(api.url, 'orders', '2001:db8:5:7::1')).status).not.toBe(429);
  });

  it('counts ::ffff:1.2.3.4 and 1.2.3.4 as one client', async () => {
    for (let i = 0; i < 2; i++) expect((await post(api.url, 'orders', '::ffff:192.0.2.77')).status).not.toBe(429);
    expect((await post(api.url, 'orders', '192.0.2.77')).status).toBe(429);
  });

  it('binds a mail-service token to the forwarded client it was issued to', async () => {
    const tokenFor = async (client: string) =>
      (await getJson(`${api.url}/api/ext/mail-service/get-token`, { headers: { 'x-forwarded-for': client } })).body
        .result as string;
    const token = await tokenFor('198.51.100.200');
    const letter = { token, sourceAddress: 'a@example.com', targetAddress: 'nobody@example.com', subject: 's' };
    const send = (client: string) =>
      getJson(`${api.url}/api/ext/mail-service/send-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ ...letter, emailText: 'hi' }),
      });
    // Another client with the same token: not authorised; the client it was issued to gets past the token check (its
    // letter is then refused for the recipient, who is on no whitelist).
    expect((await send('198.51.100.201')).status).toBe(401);
    expect((await send('198.51.100.200')).status).not.toBe(401);
  });
});

describe('X-Forwarded-For from a peer that is not trusted', () => {
  it('is ignored: the peer itself is the client, whatever the header says', async () => {
    // A peer on this machine's own non-loopback address is not loopback; without one, trusting no hop at all is the
    // same decision about a loopback peer.
    const host = outsideAddress();
    const api = await startTestApi([], {
      overrides: host ? LIMITS : { ...LIMITS, http: { trustProxy: 0 } },
      ...(host && { host }),
    });
    try {
      expect((await post(api.url, 'orders', '198.51.100.1')).status).not.toBe(429);
      expect((await post(api.url, 'orders', '198.51.100.2')).status).not.toBe(429);
      expect((await post(api.url, 'orders', '127.0.0.1')).status).toBe(429);
      expect((await post(api.url, 'login', '198.51.100.3')).status).not.toBe(429);
      expect((await post(api.url, 'login')).status).not.toBe(429);
      expect((await post(api.url, 'login', '198.51.100.4')).status).toBe(429);
    } finally {
      await api.close();
    }
  });
});

describe('clientAddress under the trust setting', () => {
  /** What clientAddress says for a request from 127.0.0.1 with the given X-Forwarded-For, under `trustProxy`. */
  async function seen(trustProxy: number | string[], forwardedFor: string): Promise<string> {
    const app = express();
    applyTrustProxy(app, trustProxy);
    app.get('/', (req, res) => {
      res.json(clientAddress(req));
    });
    const { url, stop } = await listenOnLoopback(app);
    try {
      return (await getJson(url, { headers: { 'x-forwarded-for': forwardedFor } })).body as string;
    } finally {
      await stop();
    }
  }

  it('walks X-Forwarded-For only through trusted hops; a list always trusts loopback too', async () => {
    expect(await seen(['loopback'], '198.51.100.9, 10.0.0.5')).toBe('10.0.0.5');
    expect(await seen(['10.0.0.5'], '198.51.100.9, 10.0.0.5')).toBe('198.51.100.9');
    expect(await seen(['10.0.0.0/8'], '198.51.100.9, 10.9.9.9, 10.0.0.5')).toBe('198.51.100.9');
    expect(await seen(1, '198.51.100.9, 10.0.0.5')).toBe('10.0.0.5');
    expect(await seen(2, '198.51.100.9, 10.0.0.5')).toBe('198.51.100.9');
    expect(await seen(0, '198.51.100.9')).toBe('127.0.0.1');
    expect(await seen(['loopback'], '::FFFF:198.51.100.9')).toBe('198.51.100.9');
    // A trusted hop that forwards nonsense does not make it a client: the peer counts.
    expect(await seen(['loopback'], 'not-an-address')).toBe('127.0.0.1');
  });

  // IPv4-mapped IPv6 addresses become IPv4, the case of IPv6 ones is folded, and an IPv6 client counts as its /64,
  // so fresh addresses of one subscriber share one budget.
  it.each([
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:192.0.2.1', '192.0.2.1'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '::1'],
    ['2001:db8:a:b:1:2:3:4', '2001:db8:a:b::/64'],
    ['2001:0db8:000a:000b::ffff', '2001:db8:a:b::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['192.0.2.1', '192.0.2.1'],
  ])('normalises %s to %s', (address, normalised) => {
    expect(normaliseAddress(address)).toBe(normalised);
  });

  it('keeps two /64 networks apart', () => {
    expect(normaliseAddress('2001:db8:a:c::1')).not.toBe(normaliseAddress('2001:db8:a:b::1'));
  });

  it('is set by http.trustProxy or TRUST_PROXY, and a wrong value stops the start', () => {
    expect(loadApiConfig({ env: {} }).http.trustProxy).toEqual(['loopback']);
    expect(loadApiConfig({ env: { TRUST_PROXY: '2' } }).http.trustProxy).toBe(2);
    expect(loadApiConfig({ env: { TRUST_PROXY: 'loopback, 10.0.0.0/8' } }).http.trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => applyTrustProxy(express(), ['shop.example.com'])).toThrow(/Invalid http.trustProxy/);
  });
});
