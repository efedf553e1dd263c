import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopAndBrowserPerFile, startStorefront, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), { NODE_ENV: 'production' });

const UNKNOWN = [
  ['an unknown product', '/p/NO-SUCH-SKU/no-such-product'],
  ['an unknown CMS page', '/i/no-such-cms-page'],
  ['an unknown URL', '/no/such/page'],
] as const;

// What a server error would leak: stack frames and file paths.
const STACK_OR_PATH = /node_modules|\/work\/|\bat \S+ \(|\.[cm]?js:\d+|\/dist\/|\/app\//;
// A shopper sees neither those nor the loaders' data-load messages.
const DEVELOPER_TEXT = new RegExp(`query returned|empty result|${STACK_OR_PATH.source}`);

async function expectShopperNotFound(page: Page) {
  await page.locator('h1', { hasText: '404 Page Not Found' }).waitFor();
  expect(await page.locator('header.site-header').isVisible()).toBe(true);
  expect(await page.locator('footer.site-footer').isVisible()).toBe(true);
  expect(await page.locator('main').innerText()).toContain("We can't find the page you are looking for.");
  expect(await page.locator('body').innerText()).not.toMatch(DEVELOPER_TEXT);
  expect(await page.title()).toBe('404 Page Not Found');
}

describe('404 pages for shoppers', () => {
  for (const width of [390, 1280])
    it.each(UNKNOWN)(`%s, loaded directly at ${width} px, answers 404 in the shop's layout`, async (_name, path) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        const response = await page.goto(shop.url + path);
        expect(response!.status()).toBe(404);
        await expectShopperNotFound(page);
        expect(await response!.text()).not.toMatch(STACK_OR_PATH);
      } finally {
        await page.close();
      }
    });

  it.each(UNKNOWN)('%s, reached by client-side navigation, shows the same page', async (_name, path) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(shop.url);
      await page.waitForFunction(
        () => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter,
      );
      await page.evaluate((to) => {
        const w = window as unknown as {
          sameDocument: boolean;
          __reactRouterDataRouter: { navigate(to: string): void };
        };
        w.sameDocument = true;
        w.__reactRouterDataRouter.navigate(to);
      }, path);
      await expectShopperNotFound(page);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // The header still works after the error: its home link leaves the error page.
      await page.locator('header.site-header a[href="/"]').first().click();
      await page.locator('.product-tile').first().waitFor();
    } finally {
      await page.close();
    }
  });
});

describe('a failing page in production', () => {
  it('shows the 500 page with no stack trace or file path', async () => {
    // An API that refuses connections makes every loader fail.
    const broken = await startStorefront({ NODE_ENV: 'production', STOREFRONT_API_URL: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(broken.url + '/');
      const html = await response.text();
      expect(response.status).toBe(500);
      expect(html).toContain('Internal Server Error 500');
      expect(html).not.toMatch(STACK_OR_PATH);
      expect(html).not.toContain('ECONNREFUSED');
    } finally {
      await broken.stop();
    }
  });
});
