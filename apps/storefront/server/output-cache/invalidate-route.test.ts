import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateRoute, type InvalidateOptions } from './invalidate-route.js';
import { MemoryOutputCacheStore } from './memory-output-cache-store.js';
import type { OutputCacheEntry } from './output-cache-store.js';

const settings = { enabled: true, useTagging: true, defaultTtlSeconds: 60, availableCacheTags: ['P', 'C', 'home'] };
const entry: OutputCacheEntry = {
  status: 200,
  headers: {},
  body: Buffer.from('page'),
  nonce: '',
  catalogStamp: '',
  tags: [],
};

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function start(options: Partial<InvalidateOptions> = {}) {
  const store = new MemoryOutputCacheStore({ maxEntries: 10, maxBytes: 10_000 });
  await store.set('product', entry, ['P1'], 60);
  await store.set('home', entry, ['home'], 60);
  const app = express();
  app.all('/invalidate', invalidateRoute({ store, settings, key: 'secret', forwardUrl: '', ...options }));
  const base = await listen(createServer(app));
  const call = async (query: string, method = 'GET') => {
    const response = await fetch(`${base}/invalidate?${query}`, { method });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { store, call };
}

describe('/invalidate (contract section 13)', () => {
  it('drops the tagged pages with VSF1’s answer, by GET or POST', async () => {
    const { store, call } = await start();
    expect(await call('key=secret&tag=P1', 'POST')).toEqual({
      status: 200,
      body: { code: 200, result: 'Tags invalidated successfully [P1]' },
    });
    expect(await store.get('product')).toBeUndefined();
    expect(await store.get('home')).toBeDefined();
    expect((await call('key=secret&tag=*')).body).toEqual({ code: 200, result: 'Tags invalidated successfully [*]' });
    expect(await store.get('home')).toBeUndefined();
  });

  it('refuses a wrong, missing or unconfigured key, a missing tag and an unknown tag, changing nothing', async () => {
    const { store, call } = await start();
    const refused = { status: 500, body: { code: 500, result: 'Invalid cache invalidation key' } };
    expect(await call('key=wrong&tag=*')).toEqual(refused);
    expect(await call('tag=*')).toEqual(refused);
    expect(await call('key=secret')).toEqual({
      status: 400,
      body: { code: 400, result: 'Invalid parameters for Clear cache request' },
    });
    expect(await call('key=secret&tag=P1,X9')).toEqual({
      status: 400,
      body: { code: 400, result: 'Invalid tag name X9' },
    });
    expect(await store.get('product')).toBeDefined();
    const unconfigured = await start({ key: '' });
    expect(await unconfigured.call('key=&tag=*')).toEqual(refused);
  });

  it('says so when the output cache is off', async () => {
    const { call } = await start({ settings: { ...settings, enabled: false } });
    expect(await call('key=wrong&tag=*')).toEqual({
      status: 200,
      body: { code: 200, result: 'Cache invalidation is not required, output cache is disabled' },
    });
  });

  it('forwards the tags to invalidateCacheForwardUrl, but not what was itself forwarded', async () => {
    const forwarded: string[] = [];
    const target = await listen(
      createServer((req, res) => {
        forwarded.push(req.url ?? '');
        res.end('{}');
      }),
    );
    const { call } = await start({ forwardUrl: `${target}/invalidate?key=api-key&tag=` });
    // The route starts its forward before it answers: the fetches to the target, counted by the time each answer
    // came, are all it will ever send for that call.
    const fetches = vi.spyOn(globalThis, 'fetch');
    const toTarget = () => fetches.mock.calls.filter(([url]) => String(url).startsWith(target)).length;
    await call('key=secret&tag=P1,C2');
    expect(toTarget()).toBe(1);
    await call('key=secret&tag=home&forwardedFrom=vs');
    expect(toTarget()).toBe(1);
    await expect.poll(() => forwarded).toEqual(['/invalidate?key=api-key&tag=P1%2CC2&forwardedFrom=vs']);
  });
});
