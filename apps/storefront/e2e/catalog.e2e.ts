import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSettled, launchBrowser, openPage } from './support/browser';
import { rarestColour } from './support/listing';
import { startStorefront, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
// The root category holds every product: more than one page of 50 with the e2e catalogue.
const ALL = '/c/all-2';

beforeAll(async () => {
  [shop, browser] = await Promise.all([startStorefront(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const open = (path: string, width = 1280) => openPage(browser, shop.url + path, { viewport: { width, height: 900 } });

const count = async (page: Page) => Number(/\d+/.exec((await page.locator('.item-count').textContent()) ?? '')?.[0]);
/** Waits until the listing shows `n` items: the URL changes before the new page's data has rendered. */
const waitForCount = (page: Page, n: number) =>
  page.waitForFunction((expected) => document.querySelector('.item-count')?.textContent?.startsWith(`${expected} `), n);
const prices = async (page: Page) =>
  (await page.locator('.product-tile .price').allTextContents()).map((text) =>
    Number(/\$([\d.]+)\s*$/.exec(text)?.[1]),
  );

describe('category page (spec points 2, 4, 9)', () => {
  it('keeps filters and sort in the URL; Back restores them', async () => {
    const { page, problems } = await open('/c/women-20');
    const before = await count(page);
    // The colour matching the fewest products, so the filter visibly narrows the listing.
    await (await rarestColour(page)).click();
    await page.waitForURL(/color=/);
    await page.waitForFunction((n) => !document.querySelector('.item-count')?.textContent?.startsWith(`${n} `), before);
    const filtered = await count(page);
    expect(filtered).toBeLessThan(before);
    expect(await page.locator('.active-filters li').count()).toBe(1);

    await page.locator('.sorting a', { hasText: 'Price low to high' }).click();
    await page.waitForURL(/sort=final_price(&|$)/);
    expect(page.url()).toMatch(/color=/);
    const ascending = await prices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    await waitForCount(page, filtered);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('color='));
    await waitForCount(page, before);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('labels price ranges with the currency sign, first < and last >', async () => {
    const { page } = await open(ALL);
    const labels = (await page.locator('.filter-price a span:first-of-type').allTextContents()).map((t) => t.trim());
    expect(labels[0]).toBe('< $50');
    expect(labels.at(-1)).toBe('> $150');
    await page.close();
  });

  it('appends the next page when the shopper reaches the bottom; Back from a product restores pages and scroll', async () => {
    const { page } = await open(ALL);
    const first = await page.locator('.product-tile').count();
    expect(first).toBe(50);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelectorAll('.product-tile').length > 50);
    const loaded = await page.locator('.product-tile').count();
    const tile = page.locator('.product-tile a').nth(loaded - 2);
    await tile.scrollIntoViewIfNeeded();
    const scroll = await page.evaluate(() => window.scrollY);
    await tile.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/c/'));
    await page.goBack();
    await page.waitForURL(`**${ALL}`);
    // The loaded pages come back at once (and scrolling on may load the next one).
    await page.waitForFunction((n) => document.querySelectorAll('.product-tile').length >= n, loaded);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scroll);
    await page.close();
  });

  it('renders crawlable page links that work without JavaScript', async () => {
    const html = await (await fetch(shop.url + ALL)).text();
    const next = /<a href="([^"]+)" rel="next">/.exec(html)?.[1];
    expect(next).toMatch(/page=1/);
    const second = await (await fetch(shop.url + next!.replace(/&amp;/g, '&'))).text();
    expect(second).toContain('rel="prev"');
    const skus = (text: string) => new Set([...text.matchAll(/class="tile-name">([^<]+)</g)].map((m) => m[1]));
    const overlap = [...skus(second)].filter((name) => skus(html).has(name));
    expect(overlap.length).toBeLessThan(skus(second).size);
  });

  it('shows the empty state when nothing matches', async () => {
    const { page } = await open('/c/women-20?price=0-1');
    await page.getByText('No products found!').waitFor();
    await page
      .getByText(
        'Please change Your search criteria and try again. If still not finding anything relevant, please visit the Home page and try out some of our bestsellers!',
      )
      .waitFor();
    await page.close();
  });

  it('sends the shopper home when the category does not exist', async () => {
    const response = await fetch(`${shop.url}/c/no-such-category`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!, shop.url).pathname).toBe('/');
  });

  it("prefetches visible configurable tiles' children stock in batches of 15", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const batches: string[][] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/stock/list') batches.push(url.searchParams.get('skus')!.split(','));
    });
    await gotoSettled(page, `${shop.url}/c/women-20`);
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/api/stock/list')),
    );
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.every((skus) => skus.length >= 1 && skus.length <= 15)).toBe(true);
    // Scrolling back over tiles already seen asks for nothing new. Tiles further down, never seen, then ask for
    // theirs: whatever the scroll back asked for would have gone out with that batch or before it.
    const seen = new Set(batches.flat());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => batches.flat().some((sku) => !seen.has(sku))).toBe(true);
    const asked = batches.flat();
    expect(new Set(asked).size).toBe(asked.length);
    await page.close();
  });

  it('opens the filters as a drawer below 767 px', async () => {
    const { page } = await open('/c/women-20', 375);
    expect(await page.locator('#filters .filter').first().isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).locator('.filter').first().waitFor();
    await page.close();
  });
});

describe('SEO', () => {
  it('links the canonical URL and the AMP alternate, and describes the breadcrumbs in JSON-LD', async () => {
    const html = await (await fetch(`${shop.url}/c/women-20?utm_source=mail&color=49`)).text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(
      `${shop.url.replace('127.0.0.1', '127.0.0.1')}/women/women-20?color=49`,
    );
    const amp = /<link rel="amphtml" href="([^"]+)"/.exec(html)?.[1];
    const ampPage = await fetch(shop.url + amp);
    expect(ampPage.status).toBe(200);
    expect((await ampPage.text()).match(/<script\b[^>]*>/gi)).toEqual([
      '<script async src="https://cdn.ampproject.org/v0.js">',
    ]);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!);
    expect(jsonLd['@type']).toBe('BreadcrumbList');
  });

  it('serves sitemap.xml with categories and products', async () => {
    const response = await fetch(`${shop.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain(`<loc>${shop.url}/women/women-20</loc>`);
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(100);
  });
});
