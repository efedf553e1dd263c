import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApiConfig } from '../config.js';
import { startTestApi, type TestApi } from '../test-support/start-test-api.js';
import { isOriginAllowed } from './cors.js';

describe('isOriginAllowed', () => {
  const local = ['http://localhost:*', 'http://127.0.0.1:*'];
  // Any port of a host given with :*, and nothing else; exact origins; * for any, but never the opaque origin "null".
  it.each([
    ['http://localhost:3000', local, true],
    ['http://127.0.0.1:8080', local, true],
    ['http://localhost', local, false],
    ['http://localhost:3000.evil.com', local, false],
    ['http://localhost.evil.com:3000', local, false],
    ['https://localhost:3000', local, false],
    ['https://shop.example.com', ['https://shop.example.com'], true],
    ['https://shop.example.com.evil.com', ['https://shop.example.com'], false],
    ['https://anyone.example', ['*'], true],
    ['null', ['*'], false],
  ])('%s against %j: %s', (origin, allowed, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected);
  });
});

describe('CORS on the standalone API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi([], {
      overrides: { cors: { origins: ['https://vsf.example.com', 'http://localhost:*'] } },
    });
  });
  afterAll(() => api.close());

  const preflight = (origin: string, path = '/api/catalog/vue_storefront_catalog/product/_search', base = api.url) =>
    fetch(base + path, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('answers a preflight from an allowed origin with the methods and headers VSF1 and accounts send', async () => {
    const response = await preflight('https://vsf.example.com');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://vsf.example.com');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const headers = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    expect(headers).toContain('content-type');
    expect(headers).toContain('authorization');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('covers routes that do not exist yet (cart, user, order)', async () => {
    const response = await preflight('http://localhost:3001', '/api/cart/create');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
  });

  it('lets an allowed origin read a GET', async () => {
    const response = await fetch(`${api.url}/api/`, { headers: { origin: 'https://vsf.example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://vsf.example.com');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('refuses another origin: 403 preflight and no Access-Control-Allow-Origin on its GET', async () => {
    const refused = await preflight('https://evil.example.com');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await refused.json()) as { code: number }).code).toBe(403);
    const response = await fetch(`${api.url}/api/`, { headers: { origin: 'https://evil.example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a write a browser sends from another site, without a preflight, and lets its own pages write', async () => {
    const post = (origin: string | undefined, host?: string) =>
      fetch(`${api.url}/api/catalog/vue_storefront_catalog/product/_search`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...(origin && { origin }), ...(host && { host }) },
        body: '{}',
      });
    const crossSite = await post('https://evil.example.com');
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { code: number }).code).toBe(403);
    expect((await post('https://vsf.example.com')).status).toBe(200);
    expect((await post(undefined)).status).toBe(200);
    expect((await post(api.url)).status).toBe(200);
  });

  it('allows local development origins by default', async () => {
    const local = await startTestApi([]);
    try {
      const response = await fetch(`${local.url}/api/`, { headers: { origin: 'http://localhost:8080' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
      const remote = await fetch(`${local.url}/api/`, { headers: { origin: 'https://shop.example.com' } });
      expect(remote.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await local.close();
    }
  });

  it('drops the local development origins in production: only CORS_ORIGINS (and the shop’s own origin) remain', async () => {
    const load = (env: Record<string, string>) =>
      loadApiConfig({ env: { DATA_DIR: '/nonexistent', ...env }, file: '' });
    expect(load({}).cors.origins).toContain('http://localhost:*');
    expect(load({ NODE_ENV: 'test' }).cors.origins).toContain('http://localhost:*');
    expect(load({ NODE_ENV: 'production' }).cors.origins).toEqual([]);
    expect(load({ NODE_ENV: 'production', CORS_ORIGINS: 'https://vsf.example.com' }).cors.origins).toEqual([
      'https://vsf.example.com',
    ]);
    const production = await startTestApi([], { overrides: { cors: load({ NODE_ENV: 'production' }).cors } });
    try {
      for (const origin of ['http://localhost:8080', 'http://127.0.0.1:3001', 'http://[::1]:5173']) {
        const refused = await preflight(origin, '/api/cart/create', production.url);
        expect(refused.status, origin).toBe(403);
        expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      }
    } finally {
      await production.close();
    }
  });

  it('writes no log line for a refused origin, however many', async () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    try {
      for (let i = 0; i < 50; i++) {
        const refused = await fetch(`${api.url}/api/cart/create`, {
          method: 'POST',
          headers: { origin: `https://evil${i}.example.com`, 'content-type': 'text/plain' },
          body: '{}',
        });
        expect(refused.status).toBe(403);
        expect((await preflight(`https://evil${i}.example.com`)).status).toBe(403);
      }
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
