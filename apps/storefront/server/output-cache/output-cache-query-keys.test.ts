import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultServerConfig } from '@storefront/core';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryOutputCacheStore } from './memory-output-cache-store.js';
import { CACHE_HEADER } from './output-cache-middleware.js';
import { testOutputCache } from './test-support/test-output-cache.js';

const settings = { ...defaultServerConfig().outputCache, enabled: true, defaultTtlSeconds: 600 };
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The real middleware in front of a page that shows the URL it was rendered for, as a listing's links do. */
async function startShop() {
  const store = new MemoryOutputCacheStore({ maxEntries: 1000, maxBytes: 10_000_000 });
  let renders = 0;
  const app = express();
  app.use(
    testOutputCache({
      store,
      settings,
    }),
  );
  app.get('/women.html', (req, res) => {
    renders++;
    res.type('html').send(`<p>render ${renders} of ${req.originalUrl}</p>`);
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const response = await fetch(base + path);
    return { cache: response.headers.get(CACHE_HEADER), body: await response.text() };
  };
  return { store, get, renders: () => renders };
}

describe('output cache keys', () => {
  it('keeps one page once however many tracking or unknown parameters it is asked with', async () => {
    const shop = await startShop();
    expect((await shop.get('/women.html')).cache).toBe('Miss');
    expect((await shop.get('/women.html')).cache).toBe('Hit');
    const tagged = [
      '/women.html?utm_source=news&utm_medium=mail',
      '/women.html?gclid=abc',
      '/women.html?fbclid=1',
      '/women.html?x1=1',
      '/women.html?x2=2',
      '/women.html?color=49&junk=1',
      '/women.html?%E0%A4%A=1',
    ];
    for (const path of tagged) {
      const page = await shop.get(path);
      // Rendered for its own request (it may show its own URL), never answered from or kept in the cache.
      expect(page.cache, path).toBeNull();
      expect(page.body).toContain(path);
    }
    expect(shop.store.size.entries).toBe(1);
  });

  it('keeps a page per filter, sort and page, one entry for either order of the same parameters', async () => {
    const shop = await startShop();
    expect((await shop.get('/women.html?color=49&sort=final_price')).cache).toBe('Miss');
    const reordered = await shop.get('/women.html?sort=final_price&color=49');
    expect(reordered.cache).toBe('Hit');
    expect(reordered.body).toContain('/women.html?color=49&sort=final_price');
    const other = await shop.get('/women.html?color=50&sort=final_price');
    expect(other.cache).toBe('Miss');
    expect(other.body).toContain('color=50');
    expect((await shop.get('/women.html?color=50&sort=final_price')).cache).toBe('Hit');
    expect((await shop.get('/women.html?page=2')).cache).toBe('Miss');
    expect((await shop.get('/women.html?price=50-100&size=168')).cache).toBe('Miss');
    expect(shop.store.size.entries).toBe(4);
    expect(shop.renders()).toBe(4);
  });
});
