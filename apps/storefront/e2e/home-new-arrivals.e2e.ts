import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, pageShown, watchConsole } from './support/browser';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

// A real VSF export whose products carry no `new` flag: the catalogue has no new products.
const NOTHING_NEW = fileURLToPath(
  new URL('../../../packages/api/src/import/fixtures/es5-single-index/catalog.json', import.meta.url),
);

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), {}, { imports: [[NOTHING_NEW]] });

describe('home page of a catalogue with no new products (issue 7, section 2)', () => {
  it('shows no "Everything new" heading over an empty grid, on a direct load or after client-side navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    await gotoSettled(page, shop.url + '/');
    const heading = page.getByRole('heading', { name: 'Everything new' });
    expect(await heading.count()).toBe(0);
    expect(await page.locator('#main .product-grid').count()).toBe(0);

    // Client-side: from another page back to home through the logo.
    await gotoSettled(page, shop.url + '/compare');
    await page.locator('.logo').click();
    await page.waitForURL((url) => url.pathname === '/');
    await pageShown(page);
    expect(await heading.count()).toBe(0);
    expect(await page.locator('#main .product-grid').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
