import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultStorefrontConfig } from '@storefront/core';
import { RouterContextProvider, type RouterContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiFetch } from './api-fetch.server';
import { storefrontContext, type StorefrontRequestContext } from './request-context';
import { readSession } from './session.server';

const customer = { id: 7, email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' };
let api: Server;
let seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

beforeAll(async () => {
  // A stand-in API over real HTTP: `me` answers the customer for the Bearer token 'good', 401 for anything else.
  api = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const ok = req.headers.authorization === 'Bearer good';
    res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(ok ? { code: 200, result: customer } : { code: 401, result: 'not authorized' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

function contextFor(extra: Partial<StorefrontRequestContext> = {}): RouterContextProvider {
  const value: StorefrontRequestContext = {
    ...extra,
    apiFetch: createApiFetch(`http://127.0.0.1:${(api.address() as AddressInfo).port}`, '192.0.2.50'),
    bannersBaseUrl: '',
    config: defaultStorefrontConfig(),
    publicOrigin: 'http://shop.test',
    nonce: 'n',
  };
  return new RouterContextProvider(new Map<RouterContext, unknown>([[storefrontContext, value]]));
}

const request = (cookie?: string) => new Request('http://shop.test/', cookie ? { headers: { cookie } } : undefined);

describe('readSession', () => {
  it('answers the customer of the access-token cookie, asking the API with a Bearer token (not in the URL)', async () => {
    seen = [];
    expect(await readSession(request('theme=dark; sf_at=good'), contextFor())).toEqual({
      user: customer,
      token: 'good',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/api/user/me');
  });

  it('is null for a refused token and, without asking, for no cookie', async () => {
    seen = [];
    expect(await readSession(request('sf_at=expired'), contextFor())).toBeNull();
    expect(await readSession(request('sf_rt=only-the-refresh-token'), contextFor())).toBeNull();
    expect(await readSession(request(), contextFor())).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('asks the API once per request, however many loaders want the session', async () => {
    seen = [];
    const context = contextFor();
    const sessions = await Promise.all([1, 2, 3].map(() => readSession(request('sf_at=good'), context)));
    expect(sessions.every((session) => session?.user.email === 'ada@example.com')).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('in embedded mode, asks the API in-process instead of over HTTP', async () => {
    seen = [];
    const asked: string[] = [];
    const readCustomer = async (token: string) => {
      asked.push(token);
      return token === 'good' ? ({ ...customer, id: 8 } as never) : undefined;
    };
    expect((await readSession(request('sf_at=good'), contextFor({ readCustomer })))?.user.id).toBe(8);
    expect(await readSession(request('sf_at=expired'), contextFor({ readCustomer }))).toBeNull();
    expect(asked).toEqual(['good', 'expired']);
    expect(seen).toHaveLength(0);
  });
});
