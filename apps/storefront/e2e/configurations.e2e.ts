import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSettled, launchBrowser } from './support/browser';
import { configFile, shopPerBlock, type RunningStorefront } from './support/start-storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an API that cannot be reached', () => {
  let shop: RunningStorefront;
  // Nothing listens on port 9 (discard): every API call of the pages fails.
  shopPerBlock((started) => (shop = started), { STOREFRONT_API_URL: 'http://127.0.0.1:9' });

  it('answers the 500 page: Internal Server Error 500', async () => {
    const response = await fetch(`${shop.url}/`);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Internal Server Error 500');
  });
});

describe('multistore on, with the German store view enabled', () => {
  let shop: RunningStorefront;
  shopPerBlock((started) => (shop = started), {
    STOREFRONT_MULTISTORE: 'true',
    STOREFRONT_CONFIG_FILE: configFile('storefront.json', { storeViews: { views: { de: { disabled: false } } } }),
  });

  it('serves the store view under its prefix, in its language and currency', async () => {
    const response = await fetch(`${shop.url}/de/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/\d+\.\d{2} €/);
    expect((await fetch(`${shop.url}/de/legal`)).status).toBe(200);
    // Italian stays disabled.
    expect((await fetch(`${shop.url}/it/legal`)).status).toBe(404);
  });

  it("links inside a store keep its prefix; another store's link loads a new document", async () => {
    const page = await browser.newPage();
    await gotoSettled(page, `${shop.url}/de/`);
    expect(await page.locator('footer a[href="/de/legal"]').count()).toBe(1);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('.store-switcher a', { hasText: 'Default Store' }).click();
    await page.waitForURL(`${shop.url}/`);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await page.close();
  });
});

describe('short catalogue URLs (the switch of spec point 2)', () => {
  let shop: RunningStorefront;
  shopPerBlock((started) => (shop = started), { STOREFRONT_SHORT_URLS: 'true', STOREFRONT_URL_DISPATCHER: 'false' });

  it('links products as /{parentSku}/{slug} and categories as /{slug}, and both resolve', async () => {
    const html = await (await fetch(`${shop.url}/`)).text();
    const tiles = [...html.matchAll(/class="product-tile"><a href="([^"]+)"/g)].map((m) => m[1]!);
    expect(tiles.length).toBeGreaterThan(0);
    for (const href of tiles) {
      expect(href).toMatch(/^\/[^/]+\/[^/]+(\/[^/]+)?$/);
      expect(href.startsWith('/p/')).toBe(false);
      expect((await fetch(shop.url + href)).status).toBe(200);
    }
    expect(html).toMatch(/<nav id="main-nav"[\s\S]*href="\/women-20"/);
    expect((await fetch(`${shop.url}/women-20`)).status).toBe(200);
  });

  it('opens a product from a tile in the browser', async () => {
    const page = await browser.newPage();
    await gotoSettled(page, `${shop.url}/`);
    const tile = page.locator('.product-tile a').first();
    const name = (await tile.locator('.tile-name').textContent())!.trim();
    await tile.click();
    await page.locator('.product-page h1').waitFor();
    expect(await page.locator('.product-page h1').textContent()).toBe(name);
    await page.close();
  });
});

describe('taxes calculated by the storefront (tax.calculateServerSide off)', () => {
  let shop: RunningStorefront;
  shopPerBlock((started) => (shop = started), {
    API_CONFIG_FILE: configFile('api.json', { tax: { calculateServerSide: false } }),
    // The German view has tax settings of its own (VSF's defaults), so it is switched there too.
    STOREFRONT_CONFIG_FILE: configFile('storefront.json', {
      tax: { calculateServerSide: false },
      storeViews: { views: { de: { disabled: false, tax: { calculateServerSide: false } } } },
    }),
    STOREFRONT_MULTISTORE: 'true',
  });

  it("prices products with the store view's tax rate (spec point 5: country and region)", async () => {
    const query = {
      query: {
        bool: {
          filter: {
            bool: {
              must: [
                { terms: { type_id: ['simple'] } },
                { terms: { visibility: [4] } },
                { terms: { tax_class_id: ['2'] } },
              ],
            },
          },
          must_not: [{ exists: { field: 'special_price' } }],
        },
      },
    };
    const url = `${shop.url}/api/catalog/vue_storefront_catalog_de/product/_search?size=1&request=${encodeURIComponent(
      encodeURIComponent(JSON.stringify(query)),
    )}`;
    const hit = ((await (await fetch(url)).json()) as { hits: { hits: Array<{ _source: Record<string, unknown> }> } })
      .hits.hits[0]!;
    const product = hit._source as { sku: string; slug: string; price: number; price_incl_tax?: number };
    // The API left the document net.
    expect(product.price_incl_tax).toBeUndefined();
    const gross = (Math.round(product.price * 100) + Math.round(product.price * 19)) / 100;
    const html = await (await fetch(`${shop.url}/de/p/${product.sku}/${product.slug}`)).text();
    expect(html).toContain(`${gross.toFixed(2)} €`);
  });
});
