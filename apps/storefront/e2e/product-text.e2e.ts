import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { findDocuments } from './support/catalogue';
import { importInto, startStorefront, type RunningStorefront } from './support/start-storefront';

interface ProductHit {
  id: number;
  sku: string;
  slug?: string;
  url_key?: string;
  [field: string]: unknown;
}

// As Magento exports text: HTML-encoded ('&amp;'); the description is HTML.
const NAME = 'Tom &amp; Jerry "Tee"';
const SHOWN = 'Tom & Jerry "Tee"';
const DESCRIPTION = '<p>Fish &amp; chips, <b>bold</b> &quot;quoted&quot;</p>';

let shop: RunningStorefront;
let browser: Browser;
let dir: string;
let path: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startStorefront(), launchBrowser()]);
  const [product] = await findDocuments<ProductHit>(shop, 'product', [
    { term: { type_id: 'simple' } },
    { term: { visibility: 4 } },
  ]);
  const changed: ProductHit = { ...product!, name: NAME, description: DESCRIPTION };
  delete changed.meta_title;
  delete changed.meta_description;
  dir = mkdtempSync(join(tmpdir(), 'product-text-'));
  const file = join(dir, 'products.json');
  writeFileSync(file, JSON.stringify([changed]));
  importInto(shop, [file]);
  path = `/p/${changed.sku}/${changed.slug ?? changed.url_key ?? changed.sku}`;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The page as rendered by the server, read by a browser without running its scripts. */
async function serverPage(url: string): Promise<{ page: Page; html: string }> {
  const page = await browser.newPage({ javaScriptEnabled: false });
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { page, html: await response!.text() };
}

describe('product text the catalogue keeps HTML-encoded', () => {
  it('reads once-decoded on the product page: heading, title, JSON-LD and description', async () => {
    const { page, html } = await serverPage(shop.url + path);
    try {
      expect(html).not.toContain('&amp;amp;');
      expect(html).not.toContain('&amp;quot;');
      expect((await page.locator('h1').first().textContent())?.trim()).toBe(SHOWN);
      expect(await page.title()).toContain(SHOWN);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const product = jsonLd.map(
        (text) => JSON.parse(text) as { '@type': string; name?: string; description?: string },
      );
      expect(product.find((entry) => entry['@type'] === 'Product')).toMatchObject({
        name: SHOWN,
        description: 'Fish & chips, bold "quoted"',
      });
      const description = page.locator('.product-description');
      expect(await description.locator('b').textContent()).toBe('bold');
      expect(await description.textContent()).toContain('Fish & chips, bold "quoted"');
    } finally {
      await page.close();
    }
  });

  it('reads once-decoded on the AMP page', async () => {
    const { page: product } = await serverPage(shop.url + path);
    const amp = await product.locator('link[rel="amphtml"]').getAttribute('href');
    await product.close();
    const { page, html } = await serverPage(new URL(amp!, shop.url).href);
    try {
      expect(html).not.toContain('&amp;amp;');
      expect((await page.locator('h1').first().textContent())?.trim()).toBe(SHOWN);
      expect(await page.title()).toContain(SHOWN);
      expect(await page.locator(`amp-img[alt='${SHOWN}']`).count()).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });

  it('reads once-decoded as a line of the cart added without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(shop.url + path);
      await page.locator('form.product-form button[type=submit]').click();
      await page.waitForLoadState();
      await page.goto(`${shop.url}/cart`);
      expect(await page.locator('.cart-line-name').allTextContents()).toEqual([SHOWN]);
      expect(await page.content()).not.toContain('&amp;amp;');
    } finally {
      await context.close();
    }
  });
});
