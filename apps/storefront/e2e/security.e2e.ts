import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { rawRequest, rawSocketRequest } from '../../../packages/api/src/test-support/raw-request';
import { startStorefront, type RunningStorefront } from './support/start-storefront';

const PUBLIC_URL = 'https://shop.example.com';

let shop: RunningStorefront;
let browser: Browser;
let paths: { category: string; product: string; amp: string; cms: string; image: string; asset: string };

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startStorefront({ NODE_ENV: 'production', STOREFRONT_PUBLIC_URL: PUBLIC_URL }),
    // The worker too: its script and what it fetches are under the same policy.
    launchBrowser({ serviceWorkers: 'allow' }),
  ]);
  const home = await (await fetch(shop.url)).text();
  const product = /href="(\/[^"]+\.html)"/.exec(home)![1]!;
  const productHtml = await (await fetch(shop.url + product)).text();
  const cmsPages = (await (await fetch(`${shop.url}/api/catalog/vue_storefront_catalog/cms_page/_search`)).json()) as {
    hits: { hits: Array<{ _source: { identifier: string } }> };
  };
  paths = {
    product,
    category: /href="(\/[a-z-]+\/[a-z-]+-\d+)"/.exec(home)![1]!,
    amp: /<link rel="amphtml" href="([^"]+)"/.exec(productHtml)![1]!,
    cms: `/i/${cmsPages.hits.hits.map((hit) => hit._source.identifier).find((id) => id !== 'no-route')!}`,
    image: /src="(\/img\/[^"]+)"/.exec(home)![1]!.replace(/&amp;/g, '&'),
    asset: /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(home)![1]!,
  };
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/**
 * Runs `steps` in a new page that records every Content-Security-Policy violation, as events and as console reports,
 * and expects none once they are done.
 */
async function withoutViolations(steps: (page: Page) => Promise<void>): Promise<void> {
  const page = await browser.newPage();
  try {
    const console: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) console.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await steps(page);
    expect([
      ...console,
      ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ]).toEqual([]);
  } finally {
    await page.close();
  }
}

/** Hydrated means React Router's scripts ran: the nonce let them through. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter);

describe('Content-Security-Policy', () => {
  it.each(['home', 'category', 'product', 'search', 'cms'] as const)(
    'the %s page hydrates with no CSP violation',
    async (name) => {
      const path = { home: '/', search: '/product-search-panel?q=tee', ...paths }[name];
      await withoutViolations(async (page) => {
        const response = await page.goto(shop.url + path);
        expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
      });
    },
  );

  it('the AMP page, whose one script is the AMP runtime, raises no CSP violation', async () => {
    await withoutViolations(async (page) => {
      await page.goto(shop.url + paths.amp);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(1);
      expect(await page.locator('script[src="https://cdn.ampproject.org/v0.js"]').count()).toBe(1);
    });
  });

  it('client-side navigation from home to a product and a category raises no CSP violation', async () => {
    await withoutViolations(async (page) => {
      await page.goto(shop.url);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.locator(`a[href="${paths.product}"]`).first().click();
      await page.waitForURL(`**${paths.product}`);
      await page.locator('h1').first().waitFor();
      await page.goBack();
      await page.locator(`a[href="${paths.category}"]`).first().click();
      await page.waitForURL(`**${paths.category}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });
  });
});

describe('security headers', () => {
  it('are on every answer: page, API, image and hashed asset', async () => {
    for (const path of ['/', paths.product, '/api/', paths.image, paths.asset, '/no-such-page']) {
      const response = await fetch(shop.url + path, { redirect: 'manual' });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps pages and their data out of shared caches, and hashed assets immutable', async () => {
    for (const path of ['/', paths.product, paths.category]) {
      const cacheControl = (await fetch(shop.url + path)).headers.get('cache-control') ?? '';
      expect(cacheControl, path).toMatch(/private/);
      expect(cacheControl, path).toMatch(/no-cache|no-store/);
    }
    const data = await fetch(`${shop.url}${paths.product.replace(/\.html$/, '.html.data')}`);
    expect(data.headers.get('cache-control')).toMatch(/private/);
    expect((await fetch(shop.url + paths.asset)).headers.get('cache-control')).toContain('immutable');
  });
});

describe('CORS on the API embedded in the storefront server', () => {
  const preflight = (origin: string) =>
    fetch(`${shop.url}/api/catalog/vue_storefront_catalog/product/_search`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    });

  it('refuses a local development origin in production: only the configured origins are allowed', async () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:5173', 'http://[::1]:3001']) {
      const refused = await preflight(origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    const allowed = await preflight(PUBLIC_URL);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('vary')).toContain('Origin');
    const get = await fetch(`${shop.url}/api/catalog/vue_storefront_catalog/product/_search?size=1`, {
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
  });

  it("allows the shop's configured public origin, and refuses another site's writes", async () => {
    const own = await preflight(PUBLIC_URL);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    const crossSite = await fetch(`${shop.url}/api/catalog/vue_storefront_catalog/product/_search`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
  });

  it('writes no log line per refused cross-origin write: 40 posts to pages and the API leave one summary line', async () => {
    const before = shop.output().length;
    for (let i = 0; i < 20; i++) {
      const page = await fetch(`${shop.url}/cart`, {
        method: 'POST',
        headers: { origin: `https://evil${i}.example`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'intent=clear',
        redirect: 'manual',
      });
      expect(page.status).toBe(400);
      const api = await fetch(`${shop.url}/api/cart/create`, {
        method: 'POST',
        headers: { origin: `https://evil${i}.example`, 'content-type': 'text/plain' },
        body: '{}',
      });
      expect(api.status).toBe(403);
    }
    const logged = shop.output().slice(before);
    expect(logged).not.toContain('Aborting the action');
    expect(logged.match(/cross-origin actions refused/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(logged.split('\n').filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  it('refuses an origin that is not configured', async () => {
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${shop.url}/api/`, { headers: { origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the configured public origin', () => {
  it('names canonical links, JSON-LD and the sitemap, whatever the Host header says', async () => {
    const product = await rawRequest(shop.url, { path: paths.product, headers: { host: 'evil.example' } });
    expect(product.status).toBe(200);
    expect(product.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${paths.product}"`);
    expect(product.body).not.toContain('evil.example');
    expect(product.body).toMatch(new RegExp(`"@type":"Product"[^<]*${PUBLIC_URL.replace(/\./g, '\\.')}`));
    const category = await rawRequest(shop.url, { path: paths.category, headers: { host: 'evil.example' } });
    expect(category.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${paths.category}"`);
    expect(category.body).not.toContain('evil.example');
    const sitemap = await rawRequest(shop.url, { path: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/`);
    expect(sitemap.body).not.toContain('evil.example');
    const amp = await rawRequest(shop.url, { path: paths.amp, headers: { host: 'evil.example' } });
    expect(amp.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${paths.product}"`);
    expect(amp.body).not.toContain('evil.example');
  });
});

describe('odd requests at the HTTP layer', () => {
  it('answers a malformed Host with 400, never 500', async () => {
    for (const path of ['/', paths.product, '/api/']) {
      const response = await rawRequest(shop.url, { path, headers: { host: '[bad' } });
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ code: 400, result: 'Malformed Host header' });
    }
  });

  it('answers a request without Host (HTTP/1.0 allows it) with 400, never 500', async () => {
    // Node itself refuses an HTTP/1.1 request with no Host; an HTTP/1.0 one reaches the server.
    expect((await rawRequest(shop.url, { path: '/', setHost: false })).status).toBe(400);
    const http10 = await rawSocketRequest(shop.url, 'GET / HTTP/1.0\r\n\r\n');
    expect(http10.status).toBe(400);
    expect(JSON.parse(http10.body)).toEqual({ code: 400, result: 'Missing Host header' });
  });

  it('answers TRACE and unknown methods with 405 on pages, API and images', async () => {
    for (const method of ['TRACE', 'PROPFIND'])
      for (const path of ['/', '/api/', paths.image]) {
        const response = await rawRequest(shop.url, { method, path });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(JSON.parse(response.body).code).toBe(405);
      }
  });

  it('answers bad %-encoding, overlong URLs, bad JSON and huge bodies with a 4xx', async () => {
    const page = await rawRequest(shop.url, { path: '/%E0%A4%A' });
    expect([302, 404]).toContain(page.status);
    const api = await rawRequest(shop.url, { path: '/api/catalog/%E0%A4%A' });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).code).toBe(400);
    const long = await rawRequest(shop.url, { path: `/${'a'.repeat(20_000)}` });
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
    const search = '/api/catalog/vue_storefront_catalog/product/_search';
    const json = { 'content-type': 'application/json' };
    const badJson = await rawRequest(shop.url, { method: 'POST', path: search, headers: json, body: '{bad' });
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.body).code).toBe(400);
    const huge = await rawRequest(shop.url, {
      method: 'POST',
      path: search,
      headers: json,
      body: `"${'a'.repeat(2_000_000)}"`,
    });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).code).toBe(413);
  });
});
