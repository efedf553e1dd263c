import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheapHashEnv, registeredShopper } from './support/account';
import { getPage as get, invalidate, type CachedPage as Page } from './support/output-cache';
import { importInto, startStorefront, type RunningStorefront } from './support/start-storefront';

const KEY = 'e2e-invalidate-key';

interface ProductHit {
  id: number;
  sku: string;
  slug?: string;
  url_key?: string;
  type_id: string;
  [field: string]: unknown;
}

async function simpleProducts(base: string): Promise<ProductHit[]> {
  const response = await fetch(`${base}/api/catalog/vue_storefront_catalog/product/_search?size=200`);
  const body = (await response.json()) as { hits: { hits: { _source: ProductHit }[] } };
  return body.hits.hits
    .map((hit) => hit._source)
    .filter((product) => product.type_id === 'simple' && product.visibility === 4);
}

const productPath = (product: ProductHit) => `/p/${product.sku}/${product.slug ?? product.url_key ?? product.sku}`;

/** The CSP nonce the answer's policy allows, and the one the page's scripts carry. */
function nonces(page: Page): { policy: string | undefined; page: string | undefined } {
  return {
    policy: /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1],
    page: /<script[^>]* nonce="([^"]+)"/.exec(page.body)?.[1],
  };
}

// In process memory on the SQLite pass, in the shop's own Redis on the PostgreSQL pass (see shop-services.ts).
describe('the output cache of one storefront process', () => {
  let shop: RunningStorefront;
  let configDir: string;
  let product: ProductHit;
  let other: ProductHit;

  beforeAll(async () => {
    configDir = mkdtempSync(join(tmpdir(), 'output-cache-config-'));
    const configFile = join(configDir, 'storefront.json');
    writeFileSync(configFile, JSON.stringify({ server: { outputCache: { useTagging: true } } }));
    shop = await startStorefront({
      ...cheapHashEnv(),
      STOREFRONT_CONFIG_FILE: configFile,
      STOREFRONT_OUTPUT_CACHE: 'true',
      STOREFRONT_INVALIDATE_CACHE_KEY: KEY,
    });
    [product, other] = (await simpleProducts(shop.url)) as [ProductHit, ProductHit];
  });
  afterAll(async () => {
    await shop?.stop();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('renders a page once (Miss), then answers it from the cache (Hit) with the same content and a fresh nonce', async () => {
    const first = await get(shop.url, '/');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('Miss');
    const second = await get(shop.url, '/');
    expect(second.cache).toBe('Hit');
    expect(second.headers.get('content-type')).toContain('text/html');
    const [a, b] = [nonces(first), nonces(second)];
    expect(b.page).toBeDefined();
    expect(b.page).toBe(b.policy);
    expect(b.policy).not.toBe(a.policy);
    expect(second.body.replaceAll(b.page!, a.page!)).toBe(first.body);
  });

  it('tags a product page with its product and a category page with its category (X-VS-Cache-Tags)', async () => {
    const page = await get(shop.url, productPath(product));
    expect(page.status).toBe(200);
    expect(page.tags).toContain(`P${product.id}`);
    expect(page.tags).toContain('product');
    expect((await get(shop.url, '/')).tags).toContain('home');
    expect((await get(shop.url, productPath(product))).tags).toContain(`P${product.id}`);
    const categories = (await (
      await fetch(`${shop.url}/api/catalog/vue_storefront_catalog/category/_search?size=50`)
    ).json()) as { hits: { hits: { _source: { id: number; url_path?: string; product_count?: number } }[] } };
    const category = categories.hits.hits.map((hit) => hit._source).find((c) => c.url_path && c.product_count);
    expect(category).toBeDefined();
    const listing = await get(shop.url, `/${category!.url_path}`);
    expect(listing.status).toBe(200);
    expect(listing.tags).toContain(`C${category!.id}`);
    expect(listing.tags).toContain('category');
    expect(listing.tags.some((tag) => /^P\d+$/.test(tag))).toBe(true);
  });

  it('keeps a listing per filter, and renders one with tracking or unknown parameters without keeping it', async () => {
    const categories = (await (
      await fetch(`${shop.url}/api/catalog/vue_storefront_catalog/category/_search?size=50`)
    ).json()) as { hits: { hits: { _source: { url_path?: string; product_count?: number } }[] } };
    const category = categories.hits.hits.map((hit) => hit._source).find((c) => c.url_path && c.product_count);
    const listing = `/${category!.url_path}`;
    await get(shop.url, listing);
    expect((await get(shop.url, listing)).cache).toBe('Hit');
    for (const query of ['?utm_source=news&utm_campaign=x', '?gclid=abc', '?fbclid=1&sort=name', '?junk=1']) {
      for (let i = 0; i < 2; i++) {
        const page = await get(shop.url, listing + query);
        expect(page.status).toBe(200);
        expect(page.cache, query).toBeNull();
      }
    }
    const filtered = await get(shop.url, `${listing}?color=49&sort=final_price`);
    expect(filtered.cache).toBe('Miss');
    expect(filtered.body).toContain('color=49');
    const reordered = await get(shop.url, `${listing}?sort=final_price&color=49`);
    expect(reordered.cache).toBe('Hit');
    expect(reordered.body).toContain('color=49');
    expect((await get(shop.url, `${listing}?color=50&sort=final_price`)).cache).toBe('Miss');
    expect((await get(shop.url, listing)).cache).toBe('Hit');
  });

  it('keeps the page data (.data) requests too, apart from the documents', async () => {
    const path = `${productPath(product)}.data`;
    expect((await get(shop.url, path)).cache).toBe('Miss');
    const hit = await get(shop.url, path);
    expect(hit.cache).toBe('Hit');
    expect(hit.headers.get('content-type')).not.toContain('text/html');
  });

  it('never answers a logged-in shopper, a cart or an account page from the cache, nor keeps them', async () => {
    expect((await get(shop.url, '/')).cache).toBe('Hit');
    for (const cookie of ['sf_at=a.b.c', 'sf_rt=r', 'sf_cart=c']) {
      const page = await get(shop.url, '/', { cookie });
      expect(page.status).toBe(200);
      expect(page.cache).toBeNull();
    }
    expect((await get(shop.url, '/', { authorization: 'Bearer x' })).cache).toBeNull();
    for (const path of ['/cart', '/checkout', '/my-account']) {
      await get(shop.url, path);
      const again = await get(shop.url, path);
      expect(again.cache, path).toBeNull();
    }
  });

  it('renders a logged-in shopper their own page while a guest copy is kept, and keeps nothing of theirs', async () => {
    const shopper = await registeredShopper(shop, 'Cachetest');
    const login = await fetch(`${shop.url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Session-Cookie': '1' },
      body: JSON.stringify({ username: shopper.email, password: shopper.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toContain('sf_at=');
    expect((await get(shop.url, '/')).cache).toBe('Hit');
    for (const path of ['/', '/_.data', productPath(product)]) {
      const own = await get(shop.url, path, { cookie });
      expect(own.status, path).toBe(200);
      expect(own.cache, path).toBeNull();
      expect(own.body, path).toContain(shopper.email);
    }
    for (const path of ['/', '/_.data', productPath(product)]) {
      const guest = await get(shop.url, path);
      expect(guest.body, path).not.toContain(shopper.email);
    }
  });

  it('refuses a wrong key and changes nothing', async () => {
    await get(shop.url, productPath(product));
    const refused = await invalidate(shop.url, `key=wrong&tag=P${product.id}`);
    expect(refused).toEqual({ status: 500, body: { code: 500, result: 'Invalid cache invalidation key' } });
    expect((await invalidate(shop.url, `tag=*`)).body.result).toBe('Invalid cache invalidation key');
    expect((await get(shop.url, productPath(product))).cache).toBe('Hit');
    const badTag = await invalidate(shop.url, `key=${KEY}&tag=nope`);
    expect(badTag.status).toBe(400);
    expect((await get(shop.url, productPath(product))).cache).toBe('Hit');
  });

  it('drops the pages of an invalidated tag only, and every page for tag=*', async () => {
    await get(shop.url, productPath(other));
    expect((await get(shop.url, productPath(other))).cache).toBe('Hit');
    const done = await invalidate(shop.url, `key=${KEY}&tag=P${product.id},C999999`, 'POST');
    expect(done).toEqual({
      status: 200,
      body: { code: 200, result: `Tags invalidated successfully [P${product.id},C999999]` },
    });
    expect((await get(shop.url, productPath(product))).cache).toBe('Miss');
    expect((await get(shop.url, productPath(other))).cache).toBe('Hit');
    expect((await invalidate(shop.url, `key=${KEY}&tag=*`)).body.result).toBe('Tags invalidated successfully [*]');
    expect((await get(shop.url, productPath(other))).cache).toBe('Miss');
    expect((await get(shop.url, '/')).cache).toBe('Miss');
    expect((await get(shop.url, '/')).cache).toBe('Hit');
    expect((await invalidate(shop.url, `key=${KEY}&tag=home`)).status).toBe(200);
    expect((await get(shop.url, '/')).cache).toBe('Miss');
    expect((await get(shop.url, productPath(other))).cache).toBe('Hit');
  });

  it('serves a product page again with the new price once the importer changed the product, and keeps untouched pages', async () => {
    await get(shop.url, productPath(product));
    const before = await get(shop.url, productPath(product));
    expect(before.cache).toBe('Hit');
    expect(before.body).not.toContain('987.65');
    // Pages the change cannot concern: they name neither the product nor a category it is in.
    const concerned = new Set([`P${product.id}`, ...((product.category_ids as number[]) ?? []).map((id) => `C${id}`)]);
    const untouched = async (path: string) => (await get(shop.url, path)).tags.every((tag) => !concerned.has(tag));
    let unrelatedProduct: string | undefined;
    for (const candidate of await simpleProducts(shop.url)) {
      if (candidate.id === product.id) continue;
      if (await untouched(productPath(candidate))) {
        unrelatedProduct = productPath(candidate);
        break;
      }
    }
    const categories = (await (
      await fetch(`${shop.url}/api/catalog/vue_storefront_catalog/category/_search?size=200`)
    ).json()) as { hits: { hits: { _source: { id: number; url_path?: string; product_count?: number } }[] } };
    let unrelatedCategory: string | undefined;
    let ownCategory: string | undefined;
    for (const category of categories.hits.hits.map((hit) => hit._source)) {
      if (!category.url_path || !category.product_count) continue;
      if (concerned.has(`C${category.id}`)) ownCategory ??= `/${category.url_path}`;
      else if (!unrelatedCategory && (await untouched(`/${category.url_path}`)))
        unrelatedCategory = `/${category.url_path}`;
    }
    expect(unrelatedProduct).toBeDefined();
    expect(unrelatedCategory).toBeDefined();
    expect(ownCategory).toBeDefined();
    for (const path of [unrelatedProduct!, unrelatedCategory!, ownCategory!, '/']) {
      await get(shop.url, path);
      expect((await get(shop.url, path)).cache, path).toBe('Hit');
    }
    const changed: ProductHit = { ...product };
    for (const field of Object.keys(changed))
      if (/price/.test(field) && typeof changed[field] === 'number') changed[field] = 987.65;
    delete changed.special_price;
    const file = join(configDir, 'products.json');
    writeFileSync(file, JSON.stringify([changed]));
    importInto(shop, [file]);
    const after = await get(shop.url, productPath(product));
    expect(after.cache).toBe('Miss');
    expect(after.body).toContain('987.65');
    expect((await get(shop.url, productPath(product))).cache).toBe('Hit');
    expect((await get(shop.url, unrelatedProduct!)).cache, unrelatedProduct).toBe('Hit');
    expect((await get(shop.url, unrelatedCategory!)).cache, unrelatedCategory).toBe('Hit');
    expect((await get(shop.url, ownCategory!)).cache, ownCategory).toBe('Miss');
    expect((await get(shop.url, '/')).cache).toBe('Miss');
  });
});
