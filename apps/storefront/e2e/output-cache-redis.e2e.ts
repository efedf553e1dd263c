import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, invalidate } from './support/output-cache';
import { redisMissing, startRedis, type RunningRedis } from './support/redis-server';
import { importInto, startStorefront, type RunningStorefront } from './support/start-storefront';

const KEY = 'e2e-redis-invalidate-key';
interface ProductSource {
  id: number;
  sku: string;
  slug: string;
  type_id: string;
  visibility: number;
  category_ids: number[];
  [field: string]: unknown;
}
const missing = redisMissing();
if (missing) console.warn(`Skipping the Redis output-cache tests: ${missing}`);

describe.skipIf(missing !== undefined)('the output cache in Redis, shared by two storefront processes', () => {
  let redis: RunningRedis;
  let first: RunningStorefront;
  let second: RunningStorefront;

  beforeAll(async () => {
    redis = await startRedis();
    const env = {
      REDIS_URL: redis.url,
      STOREFRONT_OUTPUT_CACHE: 'true',
      STOREFRONT_INVALIDATE_CACHE_KEY: KEY,
      // Both processes publish the same origin (as behind one load balancer), so they render the same pages.
      STOREFRONT_PUBLIC_URL: 'http://shop.example.test',
    };
    first = await startStorefront(env);
    // A second process of the same shop: its data directory (and database), and the test's Redis.
    second = await startStorefront(first.env);
  });
  afterAll(async () => {
    // The first removes the shop's data: the second stops before.
    await second?.stop();
    await first?.stop();
    await redis?.stop();
  });

  it('serves a page one process rendered from the other, and an invalidation on one is seen by both', async () => {
    expect((await getPage(first.url, '/')).cache).toBe('Miss');
    // The page is written to Redis once its answer is finished: a moment after the shopper has it.
    await expect.poll(async () => (await getPage(second.url, '/')).cache, { timeout: 5000, interval: 100 }).toBe('Hit');
    expect((await getPage(first.url, '/')).cache).toBe('Hit');
    const cleared = await invalidate(second.url, `key=${KEY}&tag=*`);
    expect(cleared.body).toEqual({ code: 200, result: 'Tags invalidated successfully [*]' });
    expect((await getPage(first.url, '/')).cache).toBe('Miss');
    await expect.poll(async () => (await getPage(second.url, '/')).cache, { timeout: 5000, interval: 100 }).toBe('Hit');
  });

  it('drops a tagged page everywhere when its tag is invalidated on another process', async () => {
    const search = (await (
      await fetch(`${first.url}/api/catalog/vue_storefront_catalog/product/_search?size=200`)
    ).json()) as {
      hits: { hits: { _source: { id: number; sku: string; slug: string; type_id: string; visibility: number } }[] };
    };
    const product = search.hits.hits
      .map((hit) => hit._source)
      .find((source) => source.type_id === 'simple' && source.visibility === 4)!;
    const path = `/p/${product.sku}/${product.slug}`;
    expect((await getPage(first.url, path)).cache).toBe('Miss');
    await expect
      .poll(async () => (await getPage(second.url, path)).cache, { timeout: 5000, interval: 100 })
      .toBe('Hit');
    expect((await invalidate(first.url, `key=${KEY}&tag=P${product.id}`)).status).toBe(200);
    expect((await getPage(second.url, path)).cache).toBe('Miss');
    // The fresh render is written to Redis a moment after the shopper has it, as above.
    await expect.poll(async () => (await getPage(first.url, path)).cache, { timeout: 5000, interval: 100 }).toBe('Hit');
  });

  it('drops only the touched product’s page in the shared cache when the importer changes it', async () => {
    const search = (await (
      await fetch(`${first.url}/api/catalog/vue_storefront_catalog/product/_search?size=500`)
    ).json()) as { hits: { hits: { _source: ProductSource }[] } };
    const visible = search.hits.hits.map((hit) => hit._source).filter((source) => source.visibility === 4);
    const changed = visible.find((source) => source.type_id === 'simple')!;
    const pathOf = (product: ProductSource) => `/p/${product.sku}/${product.slug}`;
    // A product of other categories: its page (related products by category) cannot show the changed one.
    const other = visible.find((candidate) => candidate.category_ids.every((id) => !changed.category_ids.includes(id)));
    const untouched = other && pathOf(other);
    expect(untouched).toBeDefined();
    await getPage(first.url, pathOf(changed));
    for (const path of [pathOf(changed), untouched!])
      await expect
        .poll(async () => (await getPage(second.url, path)).cache, { timeout: 5000, interval: 100 })
        .toBe('Hit');

    const dir = mkdtempSync(join(tmpdir(), 'output-cache-redis-'));
    try {
      const file = join(dir, 'products.json');
      writeFileSync(file, JSON.stringify([{ ...changed, name: 'Renamed by the importer' }]));
      importInto(first, [file]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // The second process learns of the import on its next request and drops the product's page for both.
    expect((await getPage(second.url, untouched!)).cache).toBe('Hit');
    const renamed = await getPage(second.url, pathOf(changed));
    expect(renamed.cache).toBe('Miss');
    expect(renamed.body).toContain('Renamed by the importer');
    expect((await getPage(first.url, untouched!)).cache).toBe('Hit');
  });

  it('keeps serving pages, uncached, while Redis is down, and caches again once it is back', async () => {
    await redis.stop();
    for (const shop of [first, second]) {
      const page = await getPage(shop.url, '/');
      expect(page.status).toBe(200);
      expect(page.cache).toBe('Miss');
      expect(page.body).toContain('</html>');
    }
    const refused = await invalidate(first.url, `key=${KEY}&tag=*`);
    expect(refused.status).toBe(500);
    redis = await startRedis(redis.port);
    await expect
      .poll(async () => (await getPage(first.url, '/')).cache, { timeout: 10_000, interval: 300 })
      .toBe('Hit');
  });
});
