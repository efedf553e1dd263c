import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { namedRoutes, STATIC_PAGE_ROUTES, STATIC_PAGE_TITLES } from '@storefront/core';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

async function get(path: string) {
  const response = await fetch(shop.url + path, { redirect: 'manual' });
  const body = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1]?.replace(/&#x27;/g, "'") ?? '';
  return { status: response.status, body, title, headers: response.headers };
}

/** Which layout a rendered page uses, read from the DOM a shopper gets. */
async function layoutOf(path: string): Promise<'default' | 'minimal' | 'empty'> {
  const page = await browser.newPage();
  try {
    await page.goto(shop.url + path);
    if (await page.locator('header.site-header').count()) return 'default';
    if (await page.locator('header.minimal-header').count()) return 'minimal';
    return 'empty';
  } finally {
    await page.close();
  }
}

describe('spec point 2: named routes', () => {
  it('serves home at / and /pwa.html with product tiles', async () => {
    for (const path of ['/', '/pwa.html']) {
      const { status, body } = await get(path);
      expect(status).toBe(200);
      expect(body).toContain('class="product-tile"');
    }
  });

  it.each(STATIC_PAGE_ROUTES.map((name) => [name]))('serves the static page /%s with its title', async (name) => {
    const { status, title, body } = await get(`/${name}`);
    expect(status).toBe(200);
    expect(title).toBe(STATIC_PAGE_TITLES[name]);
    expect(body).toContain(`<h1>${STATIC_PAGE_TITLES[name].replace(/'/g, '&#x27;')}</h1>`);
  });

  it('renders the static pages, compare and checkout in the default layout, /error in the minimal one', async () => {
    expect(await layoutOf('/legal')).toBe('default');
    expect(await layoutOf('/compare')).toBe('default');
    expect(await layoutOf('/error')).toBe('minimal');
  });

  it('answers /page-not-found with 404 Page Not Found', async () => {
    const { status, title, body } = await get('/page-not-found');
    expect(status).toBe(404);
    expect(title).toBe('404 Page Not Found');
    expect(body).toContain('<h1>404 Page Not Found</h1>');
  });

  it('serves the demo and utility pages', async () => {
    expect((await get('/compare')).title).toBe('Compare Products');
    expect((await get('/checkout')).body).toContain(
      'Shopping cart is empty. Please add some products before entering Checkout',
    );
    expect((await get('/product-search-panel')).status).toBe(200);
    const spots = await get('/spot-listing');
    expect(spots.title).toBe('Parking - Available Spots');
    expect(spots.body).toContain('Parking Spot');
    expect((await get('/custom-cms-page')).body).toContain('Custom CMS page');
    expect((await get('/cms-block-demo-page-ssr')).body).toContain('data-block="home-page-block"');
  });

  it('renders /cms-page-sync with the about-us CMS page already in the server HTML', async () => {
    const { status, body } = await get('/cms-page-sync');
    expect(status).toBe(200);
    expect(body).toContain('data-identifier="about-us"');
  });

  it('serves /raw-output-example.xml as XML', async () => {
    const { status, headers, body } = await get('/raw-output-example.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/xml/);
    expect(body.startsWith('<?xml')).toBe(true);
  });

  it('renders /append-prepend.html in the empty layout', async () => {
    expect(await layoutOf('/append-prepend.html')).toBe('empty');
    expect((await get('/append-prepend.html')).body).toContain('This content is appended.');
  });

  it('renders /no-js.html with no script tag at all', async () => {
    const { status, body } = await get('/no-js.html');
    expect(status).toBe(200);
    expect(body).not.toMatch(/<script/i);
    expect(await layoutOf('/no-js.html')).toBe('default');
  });

  it('guards every account route: a visitor is redirected to / with the message', async () => {
    const accountRoutes = namedRoutes.filter((route) => route.requiresAuth);
    expect(accountRoutes.map((r) => r.name)).toEqual([
      'my-account',
      'my-shipping-details',
      'my-newsletter',
      'my-orders',
      'my-order',
      'my-bookings',
      'my-recently-viewed',
    ]);
    for (const route of accountRoutes) {
      const { status, headers } = await get(route.path.replace(':orderId', '100001'));
      expect(status).toBe(302);
      expect(new URL(headers.get('location')!, shop.url).pathname).toBe('/');
    }
    const page = await browser.newPage();
    await page.goto(`${shop.url}/my-account/orders`);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByText('You need to be logged in to see this page').waitFor()).resolves.toBeUndefined();
    await page.close();
  });
});

describe('serving', () => {
  it('compresses pages and caches hashed assets for a year', async () => {
    const page = await fetch(`${shop.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await page.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(shop.url + asset, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBeNull();
    const plain = await response.text();
    // The build's own Brotli and gzip copies (scripts/precompress.mjs), chosen by what the browser takes: the same
    // script once decoded (fetch decodes both), cached as long, and marked as varying by encoding for caches between.
    for (const [accepted, sent, copy] of [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const encoded = await fetch(shop.url + asset, { headers: { 'accept-encoding': accepted } });
      expect(encoded.headers.get('content-encoding'), accepted).toBe(sent);
      // The bytes of the build's copy, not a compression made for this request (that one has no length up front).
      const built = statSync(fileURLToPath(new URL(`../build/client${asset}${copy}`, import.meta.url)));
      expect(Number(encoded.headers.get('content-length'))).toBe(built.size);
      expect(encoded.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(encoded.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(encoded.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(built.size).toBeLessThan(plain.length / 2);
      expect(await encoded.text()).toBe(plain);
    }
  });

  it('mounts the API in the same process', async () => {
    const response = await fetch(`${shop.url}/api/`);
    expect(await response.json()).toEqual({ version: '1.12.5' });
    // An idle connection outlives a proxy's (nginx closes its own at 60 s): the process never closes it under a
    // request the proxy is sending (docs/deployment.md#nginx).
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });
});

describe('spec point 2: catalogue URLs and the URL dispatcher', () => {
  let product: { sku: string; slug: string; url_path: string; name: string };
  let category: { slug: string; url_path: string; name: string };

  beforeAll(async () => {
    const search = async (entity: string, query: unknown) => {
      const url = `${shop.url}/api/catalog/vue_storefront_catalog/${entity}/_search?size=1&request=${encodeURIComponent(
        encodeURIComponent(JSON.stringify(query)),
      )}`;
      return ((await (await fetch(url)).json()) as { hits: { hits: Array<{ _source: never }> } }).hits.hits[0]!._source;
    };
    product = await search('product', { query: { bool: { filter: { terms: { type_id: ['configurable'] } } } } });
    category = await search('category', { query: { bool: { filter: { terms: { level: [3] } } } } });
  });

  it('resolves prefixed product and category URLs', async () => {
    const p = await get(`/p/${product.sku}/${product.slug}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(product.name);
    expect((await get(`/p/${product.sku}/${product.slug}/${product.sku}`)).status).toBe(200);
    const c = await get(`/c/${category.slug}`);
    expect(c.status).toBe(200);
    expect(c.body).toContain(`<h1>${category.name.replace(/'/g, '&#x27;').replace(/&(?!#)/g, '&amp;')}</h1>`);
  });

  it('resolves an unknown URL by product url_path, then category url_path, else redirects to /page-not-found', async () => {
    const byProduct = await get(`/${product.url_path}`);
    expect(byProduct.status).toBe(200);
    expect(byProduct.title).toBe(product.name);
    const byCategory = await get(`/${category.url_path}`);
    expect(byCategory.status).toBe(200);
    const unknown = await get('/no/such/page.html');
    expect(unknown.status).toBe(302);
    expect(new URL(unknown.headers.get('location')!, shop.url).pathname).toBe('/page-not-found');
    expect((await get('/%E0%A4%A')).status).toBe(302);
  });

  it("answers a missing CMS page or product with 404 and spec point 8's message", async () => {
    const cms = await get('/i/no-such-page');
    expect(cms.status).toBe(404);
    expect(cms.body).toContain('CMS query returned empty result');
    const product = await get('/p/NO-SUCH-SKU/nothing');
    expect(product.status).toBe(404);
    expect(product.body).toContain('Product query returned an empty result');
  });

  it('serves CMS pages under /i/{slug}', async () => {
    const { status, body } = await get('/i/about-us');
    expect(status).toBe(200);
    expect(body).toContain('class="page cms-page"');
  });

  it('serves AMP alternates in the minimal layout, with no script but the AMP runtime', async () => {
    for (const path of [`/amp/p/${product.sku}/${product.slug}`, `/amp/c/${category.slug}`]) {
      const { status, body } = await get(path);
      expect(status).toBe(200);
      expect(body.match(/<script\b[^>]*>/gi)).toEqual(['<script async src="https://cdn.ampproject.org/v0.js">']);
      expect(await layoutOf(path)).toBe('minimal');
    }
  });

  it('does not route store-view prefixes while multistore is off', async () => {
    expect((await get('/de/legal')).status).toBe(404);
  });
});
