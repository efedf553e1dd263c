import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeRedis, openRedis, sql, SqlCatalogRepository, type CatalogWriteOperation } from '@storefront/api';
import { defaultServerConfig, type CatalogSource } from '@storefront/core';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../../packages/api/src/test-support/test-database.js';
import {
  redisMissing,
  startTestRedis,
  type RunningRedis,
} from '../../../../packages/api/src/test-support/start-test-redis.js';
import { addCacheTags, HOME_TAG } from '../../app/lib/cache-tags.js';
import { MemoryOutputCacheStore } from './memory-output-cache-store.js';
import { catalogStampOf } from './open-output-cache.js';
import { CACHE_HEADER, outputCacheNotes } from './output-cache-middleware.js';
import type { OutputCacheStore } from './output-cache-store.js';
import { ProductChangeFollower } from './product-change-follower.js';
import { RedisOutputCacheStore } from './redis-output-cache-store.js';
import { testOutputCache } from './test-support/test-output-cache.js';

const INDEX = 'vue_storefront_catalog';
const settings = { ...defaultServerConfig().outputCache, enabled: true, useTagging: true, defaultTtlSeconds: 600 };

const product = (id: number, categoryIds: number[], qty = 10): CatalogWriteOperation => ({
  kind: 'upsert',
  index: INDEX,
  entity: 'product',
  document: { id: String(id), source: { id, name: `Product ${id}`, category_ids: categoryIds, qty } },
});
const category = (id: number, name: string): CatalogWriteOperation => ({
  kind: 'upsert',
  index: INDEX,
  entity: 'category',
  document: { id: String(id), source: { id, name } },
});

/** Records the invalidations the follower asks for, on top of a real store. */
class Recording implements OutputCacheStore {
  readonly dropped: string[][] = [];
  droppedAll = 0;
  claim?: OutputCacheStore['claim'];
  constructor(private readonly inner: OutputCacheStore) {
    if (inner.claim) this.claim = (name) => inner.claim!(name);
  }
  get: OutputCacheStore['get'] = (key) => this.inner.get(key);
  set: OutputCacheStore['set'] = (key, entry, tags, ttl) => this.inner.set(key, entry, tags, ttl);
  invalidateTags: OutputCacheStore['invalidateTags'] = async (tags) => {
    this.dropped.push([...tags].sort());
    await this.inner.invalidateTags(tags);
  };
  invalidateAll: OutputCacheStore['invalidateAll'] = async () => {
    this.droppedAll++;
    await this.inner.invalidateAll();
  };
  close: OutputCacheStore['close'] = () => this.inner.close();
}

const servers: Server[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * A shop in miniature over the real catalogue repository and the real middleware: product pages, category listings
 * (by the product query a listing sends, so C tags come the way they do in the storefront), home and a text search.
 * `hold` lets a test keep a render waiting between reading the documents and answering.
 */
async function startShop(inner: OutputCacheStore) {
  const database = await openTestDatabase();
  const catalog = new SqlCatalogRepository(database.db);
  closers.push(() => database.close());
  await catalog.write([
    category(20, 'Women'),
    category(30, 'Men'),
    product(1, [20, 21]),
    product(2, [30, 31]),
    product(3, [20, 22]),
  ]);
  const store = new Recording(inner);
  const follower = new ProductChangeFollower(catalog, [INDEX], store);
  const holds = new Map<string, Promise<void>>();
  /** Called when a render of that path has read its data and reaches its hold. */
  const reached = new Map<string, () => void>();
  const products = async () => {
    const found: CatalogSource[] = [];
    for await (const row of catalog.scan(INDEX, 'product')) found.push(JSON.parse(row.json) as CatalogSource);
    return found;
  };
  const app = express();
  app.use(
    testOutputCache({
      store,
      settings,
      catalogStamp: catalogStampOf(catalog, [INDEX]),
      productChanges: follower,
    }),
  );
  app.get('/product/:id', async (req, res) => {
    const notes = outputCacheNotes(res);
    const found = await catalog.getById(INDEX, 'product', req.params.id);
    if (notes)
      addCacheTags(notes, 'product', found ? [found] : [], { filters: [{ attribute: 'id', value: [req.params.id] }] });
    reached.get(req.path)?.();
    await holds.get(req.path);
    res.type('html').send(`<h1>${String(found?.name)}</h1><p>qty ${String(found?.qty)}</p>`);
  });
  app.get('/category/:id', async (req, res) => {
    const notes = outputCacheNotes(res);
    const id = Number(req.params.id);
    const listed = (await products()).filter((p) => (p.category_ids as number[]).includes(id));
    if (notes) addCacheTags(notes, 'product', listed, { filters: [{ attribute: 'category_ids', value: [id] }] });
    await holds.get(req.path);
    res.type('html').send(listed.map((p) => `<li>${String(p.name)} ${String(p.qty)}</li>`).join(''));
  });
  app.get('/', async (_req, res) => {
    const notes = outputCacheNotes(res);
    const newest = (await products()).slice(-2);
    notes?.tags.add(HOME_TAG);
    if (notes) addCacheTags(notes, 'product', newest, { filters: [{ attribute: 'new', value: ['1'] }] });
    res.type('html').send(newest.map((p) => String(p.name)).join(','));
  });
  app.get('/search', async (req, res) => {
    const notes = outputCacheNotes(res);
    const text = String(req.query.q);
    const found = (await products()).filter((p) => String(p.name).includes(text));
    if (notes) addCacheTags(notes, 'product', found, { text });
    res.type('html').send(found.map((p) => String(p.name)).join(','));
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cache = async (path: string) => (await fetch(base + path)).headers.get(CACHE_HEADER);
  const body = async (path: string) => (await fetch(base + path)).text();
  /** Resolves once a render of `path` has read its data and waits on its hold. */
  const reachesHold = (path: string) => new Promise<void>((resolve) => reached.set(path, resolve));
  return { catalog, db: database.db, store, follower, holds, reachesHold, cache, body };
}

const PAGES = [
  '/product/1',
  '/product/2',
  '/product/3',
  '/category/20',
  '/category/21',
  '/category/30',
  '/',
  '/search?q=Product',
];

async function warm(cache: (path: string) => Promise<string | null>): Promise<void> {
  for (const path of PAGES) await cache(path);
  for (const path of PAGES) expect(await cache(path), path).toBe('Hit');
}

async function cacheOf(cache: (path: string) => Promise<string | null>): Promise<Record<string, string | null>> {
  const seen: Record<string, string | null> = {};
  for (const path of PAGES) seen[path] = await cache(path);
  return seen;
}

const missing = redisMissing();
if (missing) console.warn(`Skipping the Redis output cache product-change tests: ${missing}`);
let redis: RunningRedis | undefined;
beforeAll(async () => {
  if (!missing) redis = await startTestRedis();
});
afterAll(async () => {
  await closeRedis();
  await redis?.stop();
});

const stores: Array<[string, () => Promise<OutputCacheStore>]> = [
  ['memory', async () => new MemoryOutputCacheStore({ maxEntries: 100, maxBytes: 1_000_000 })],
];
if (!missing)
  stores.push([
    'Redis',
    async () => {
      // Each test's database starts its versions over: the claims of the last one must go too.
      await (await openRedis(redis!.url)).flushdb();
      return new RedisOutputCacheStore(() => openRedis(redis!.url));
    },
  ]);

describe.each(stores)(
  `output cache and product changes (%s store, ${process.env.TEST_DATABASE ?? 'sqlite'})`,
  (_name, openStore) => {
    it('drops the page of the product whose review the back-office approved, and keeps the others', async () => {
      const shop = await startShop(await openStore());
      await shop.catalog.write([
        {
          kind: 'upsert',
          index: INDEX,
          entity: 'review',
          document: { id: '9', source: { id: 9, product_id: 2, title: 'Good', review_status: 2 } },
        },
      ]);
      await warm(shop.cache);
      // What POST /api/admin/reviews/9/approve does (packages/api/src/admin/admin-reviews.ts).
      await shop.catalog.update(INDEX, 'review', '9', (review) => ({ ...review, review_status: 1 }), {
        touch: (review) => ({ entity: 'product', ids: [String(review.product_id)] }),
      });
      const seen = await cacheOf(shop.cache);
      expect(seen['/product/2']).toBe('Miss');
      expect([seen['/product/1'], seen['/product/3'], seen['/category/20']]).toEqual(['Hit', 'Hit', 'Hit']);
    });

    it('keeps the pages of untouched products and categories when one product’s stock is imported', async () => {
      const shop = await startShop(await openStore());
      await warm(shop.cache);
      await shop.catalog.write([product(1, [20, 21], 0)]);
      expect(await cacheOf(shop.cache)).toEqual({
        '/product/1': 'Miss',
        '/product/2': 'Hit',
        // Product 3 shares no tag with product 1: its page lists no category.
        '/product/3': 'Hit',
        '/category/20': 'Miss',
        '/category/21': 'Miss',
        '/category/30': 'Hit',
        '/': 'Miss',
        // A text search cannot be followed by tags: any product change makes it stale.
        '/search?q=Product': 'Miss',
      });
      expect(shop.store.dropped).toEqual([['C20', 'C21', 'P1', 'home']]);
      expect(shop.store.droppedAll).toBe(0);
      expect(await shop.body('/product/1')).toContain('qty 0');
    });

    it('drops the listings of the category a product leaves and of the one it joins', async () => {
      const shop = await startShop(await openStore());
      await warm(shop.cache);
      await shop.catalog.write([product(2, [30, 32])]);
      expect(await shop.cache('/category/30')).toBe('Miss');
      expect(shop.store.dropped).toEqual([['C30', 'C31', 'C32', 'P2', 'home']]);
      expect(await shop.cache('/category/20')).toBe('Hit');
    });

    it('makes every page stale when a category is renamed (the menu shows on every page)', async () => {
      const shop = await startShop(await openStore());
      await warm(shop.cache);
      await shop.catalog.write([category(30, 'Gentlemen')]);
      expect(Object.values(await cacheOf(shop.cache)).every((seen) => seen === 'Miss')).toBe(true);
    });

    it('drops everything when the change log no longer covers the versions in between', async () => {
      const shop = await startShop(await openStore());
      await warm(shop.cache);
      await shop.catalog.write([product(2, [30, 31], 1)]);
      await shop.db.run(sql`DELETE FROM catalog_changes WHERE entity = 'product'`);
      expect(await shop.cache('/product/1')).toBe('Miss');
      expect(shop.store.droppedAll).toBe(1);
      const hits = Object.entries(await cacheOf(shop.cache)).filter(([, seen]) => seen === 'Hit');
      expect(hits.map(([path]) => path)).toEqual(['/product/1']);
    });

    it('does not keep a page rendered from the old product and finished after the invalidation', async () => {
      const shop = await startShop(await openStore());
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      shop.holds.set('/product/1', held);
      shop.holds.set('/product/2', held);
      // Both renders read their product (qty 10), then wait; meanwhile an import and another request's invalidation.
      const bothHeld = Promise.all([shop.reachesHold('/product/1'), shop.reachesHold('/product/2')]);
      const slow = [shop.body('/product/1'), shop.body('/product/2')];
      await bothHeld;
      await shop.catalog.write([product(1, [20, 21], 0)]);
      expect(await shop.cache('/product/3')).toBe('Miss');
      expect(shop.store.dropped).toEqual([['C20', 'C21', 'P1', 'home']]);
      shop.holds.clear();
      // A finished render asks the follower whether a change it has followed concerns the page, and keeps the page
      // only when not: that answer, once given, is the whole decision.
      const decisions = vi.spyOn(shop.follower, 'touches');
      release();
      expect(await slow[0]).toContain('qty 10');
      await slow[1];
      await vi.waitFor(() => expect(decisions).toHaveBeenCalledTimes(2));
      const concerned = await Promise.all(decisions.mock.results.map((result) => result.value as Promise<boolean>));
      const tagsAsked = decisions.mock.calls.map(([, , tags]) => tags ?? []);
      expect(concerned[tagsAsked.findIndex((tags) => tags.includes('P1'))]).toBe(true);
      expect(concerned[tagsAsked.findIndex((tags) => tags.includes('P2'))]).toBe(false);
      decisions.mockRestore();
      // Not even stored: this process had already followed the change when the render finished.
      expect(await shop.store.get('page:test:main:http://shop.test:/product/1')).toBeUndefined();
      expect(await shop.cache('/product/1')).toBe('Miss');
      expect(await shop.body('/product/1')).toContain('qty 0');
      // The unrelated page rendered across the same change is kept and served.
      expect(await shop.cache('/product/2')).toBe('Hit');
    });

    it('does not serve an entry another process stored from old data after this one dropped its tags', async () => {
      const shop = await startShop(await openStore());
      await warm(shop.cache);
      const before = shop.follower.latest;
      const [kept1, kept2] = await Promise.all(
        ['/product/1', '/product/2'].map((path) => shop.store.get(`page:test:main:http://shop.test:${path}`)),
      );
      await shop.catalog.write([product(1, [20, 21], 0)]);
      expect(await shop.cache('/product/3')).toBe('Hit');
      // Another process rendered both before the import and stored them only now (a shared store, or a late set).
      for (const [path, entry] of [
        ['/product/1', kept1],
        ['/product/2', kept2],
      ] as const)
        await shop.store.set(
          `page:test:main:http://shop.test:${path}`,
          { ...entry!, productVersions: before },
          entry!.tags,
          600,
        );
      expect(await shop.cache('/product/1')).toBe('Miss');
      expect(await shop.cache('/product/2')).toBe('Hit');
    });
  },
);

describe.skipIf(missing !== undefined)(
  `two processes sharing the Redis store (${process.env.TEST_DATABASE ?? 'sqlite'})`,
  () => {
    it('drops the pages of a product change once: the other process leaves the page re-rendered meanwhile', async () => {
      await (await openRedis(redis!.url)).flushdb();
      const shop = await startShop(new RedisOutputCacheStore(() => openRedis(redis!.url)));
      const otherStore = new Recording(new RedisOutputCacheStore(() => openRedis(redis!.url)));
      const otherProcess = new ProductChangeFollower(shop.catalog, [INDEX], otherStore);
      await warm(shop.cache);
      await otherProcess.current();
      await shop.catalog.write([product(1, [20, 21], 0)]);
      expect(await shop.cache('/product/1')).toBe('Miss');
      expect(shop.store.dropped).toEqual([['C20', 'C21', 'P1', 'home']]);
      await expect.poll(() => shop.cache('/product/1'), { timeout: 5000, interval: 50 }).toBe('Hit');
      expect(await otherProcess.current()).toEqual(shop.follower.latest);
      expect(otherStore.dropped).toEqual([]);
      expect(otherStore.droppedAll).toBe(0);
      expect(await shop.cache('/product/1')).toBe('Hit');
    });
  },
);
