import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, openInContext, openPage, pageShown, VIEWPORTS, widthFlows } from './support/browser';
import { gridTiles } from './support/listing';
import { configFile, shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

// The German store view is on, so the search page is tested under a store's prefix too; the demo catalogue of
// `npm start` (500 products), where 'gear' finds more than a page of results.
let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), {
  STOREFRONT_MULTISTORE: 'true',
  STOREFRONT_CONFIG_FILE: configFile('storefront.json', { storeViews: { views: { de: { disabled: false } } } }),
  DEMO_PRODUCTS: '500',
});

type Viewport = (typeof VIEWPORTS)[number];

const COUNT = /^(\d+) results? for “(.+)”$/;

/** The number a results count says ('28 results for “jacket”' → 28). */
async function countOf(page: Page, selector: string): Promise<number> {
  const text = (await page.locator(selector).textContent())?.trim() ?? '';
  const match = COUNT.exec(text);
  expect(match, `count text: ${text}`).not.toBeNull();
  return Number(match![1]);
}

const pageCount = (page: Page) => countOf(page, '.search-page .item-count');

async function openOverlay(page: Page, term: string) {
  await page.locator('.header-actions').getByRole('link', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  await dialog.getByRole('searchbox').fill(term);
  await dialog.locator('.product-tile').first().waitFor();
  return dialog;
}

/** Chooses the first option of a filter: in the sidebar at 1280 px, in the Filters drawer at 390 px. */
async function chooseFirstOption(page: Page, viewport: Viewport, attribute: string): Promise<string> {
  if (viewport.width < 800) {
    await page.locator('.filters-toggle').click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
  }
  const option = page.locator(`section[aria-labelledby="filter-${attribute}"] a`).first();
  const label = (await option.locator('span').first().textContent())?.trim() ?? '';
  await option.click();
  return label;
}

const flows = widthFlows();

describe.each(VIEWPORTS)('search results at $width px (issue 21)', (viewport) => {
  const flow = flows.at(viewport.width);
  flow(
    'the overlay shows the count and one ×; Enter opens the results page with the same count and tiles',
    async () => {
      const { page, problems } = await openPage(browser, shop.url + '/', { viewport });
      const dialog = await openOverlay(page, 'jacket');
      const overlayCount = await countOf(page, '.search-panel .search-count');
      expect(overlayCount).toBeGreaterThan(0);
      expect(await dialog.locator('.product-tile').count()).toBe(Math.min(overlayCount, 50));
      // Exactly one ×: the Close button; the field is no type=search, whose browser-drawn clear button was a second.
      expect(await dialog.getByRole('button').count()).toBe(1);
      expect(await dialog.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);
      expect(await dialog.getByRole('searchbox').getAttribute('type')).toBe('text');
      expect(await dialog.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe('/search?q=jacket');

      await dialog.getByRole('searchbox').press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'jacket');
      await pageShown(page);
      await dialog.waitFor({ state: 'detached' });
      expect(await pageCount(page)).toBe(overlayCount);
      expect((await gridTiles(page)).length).toBe(Math.min(overlayCount, 50));
      expect(await page.title()).toContain('jacket');
      expect(await page.locator('#main h1').textContent()).toContain('jacket');
      // The focus starts on the page's heading, as after any page the overlay leads to.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  flow("'See all results' leads to the page too (client-side), which has the overlay's first tiles", async () => {
    const { page, problems } = await openPage(browser, shop.url + '/c/women-20', { viewport });
    const dialog = await openOverlay(page, 'hoodie');
    const first = await dialog.locator('.product-tile .tile-name').first().textContent();
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await dialog.getByRole('link', { name: 'See all results' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'hoodie');
    await pageShown(page);
    // No new document: the page came by client-side navigation.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect((await gridTiles(page))[0]![0]).toBe(first?.trim());
    expect(problems).toEqual([]);
    await page.close();
  });

  flow('a filter narrows the results, keeps the term, and the next page follows', async () => {
    const { page, problems } = await openPage(browser, shop.url + '/search?q=gear', { viewport });
    const all = await pageCount(page);
    expect(all).toBeGreaterThan(50);
    const firstPage = await gridTiles(page);
    expect(firstPage).toHaveLength(50);

    const color = await chooseFirstOption(page, viewport, 'color');
    await page.waitForURL((url) => url.searchParams.has('color') && url.searchParams.get('q') === 'gear');
    await expect.poll(() => pageCount(page)).toBeLessThan(all);
    expect(await page.getByRole('link', { name: `Remove filter Color: ${color}` }).count()).toBe(1);

    // Back to all results, then the next page by its link (what a shopper without infinite scroll uses).
    await page.getByRole('link', { name: `Remove filter Color: ${color}` }).click();
    await page.waitForURL((url) => !url.searchParams.has('color'));
    await expect.poll(() => pageCount(page)).toBe(all);
    // From the keyboard: bringing the pager into view makes the grid append the next page (infinite scroll), which
    // moves the link down by a page of tiles; a click aimed before that lands on a tile. The focused link keeps its
    // place in the DOM (more than two pages of results: it stays after one page is appended) and Enter follows it.
    expect(all).toBeGreaterThan(100);
    await page.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => Number(url.searchParams.get('page')) >= 1 && url.searchParams.get('q') === 'gear');
    await pageShown(page);
    await hydrated(page);
    expect(await page.getByRole('link', { name: 'Previous page' }).count()).toBe(1);
    const nextPage = await gridTiles(page);
    expect(nextPage.length).toBeGreaterThan(0);
    expect(nextPage[0]![0]).not.toBe(firstPage[0]![0]);
    expect(problems).toEqual([]);
    await page.close();
  });

  flow('works without JavaScript: the header link, the form, a filter and the next page', async () => {
    const { context, page } = await openInContext(browser, shop.url + '/', { viewport, javaScriptEnabled: false });
    await page.locator('.header-actions').getByRole('link', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByLabel('Search for products').fill('gear');
    await page.getByLabel('Search for products').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'gear');
    const all = await pageCount(page);
    expect(all).toBeGreaterThan(50);
    expect(await gridTiles(page)).toHaveLength(50);
    expect(await page.title()).toContain('gear');

    // On phones the Filters link shows the sidebar in place (#filters), without JavaScript.
    if (viewport.width < 800) await page.locator('.filters-toggle').click();
    const option = page.locator('section[aria-labelledby="filter-color"] a').first();
    await option.click();
    await page.waitForURL((url) => url.searchParams.has('color') && url.searchParams.get('q') === 'gear');
    expect(await pageCount(page)).toBeLessThan(all);

    await page.goto(shop.url + '/search?q=gear');
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    expect(await page.getByRole('link', { name: 'Previous page' }).count()).toBe(1);
    expect((await gridTiles(page)).length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('search results page, server-rendered', () => {
  it('answers a direct load with the count, the tiles and the term in the title', async () => {
    const response = await fetch(`${shop.url}/search?q=jacket`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Search results for “jacket”<\/title>/);
    expect(html).toMatch(/<p class="item-count">\d+ results for “jacket”<\/p>/);
    expect(html).toContain('class="product-tile"');
    // Filters and sorts are links that keep the term.
    expect(html).toMatch(/href="\/search\?q=jacket&amp;color=\d+"/);
    expect(html).toContain('href="/search?q=jacket&amp;sort=final_price"');
  });

  it('shows the empty state, and the minimum length message', async () => {
    const none = await (await fetch(`${shop.url}/search?q=zzqqxxvv`)).text();
    expect(none).toContain('0 results for “zzqqxxvv”');
    expect(none).toContain('No products found!');
    const short = await (await fetch(`${shop.url}/search?q=ja`)).text();
    expect(short).toContain('Searched term should consist of at least 3 characters.');
    expect(short).not.toContain('class="product-tile"');
  });

  it("serves the spec's /product-search-panel and a store view's /de/search, links under its prefix", async () => {
    const panel = await (await fetch(`${shop.url}/product-search-panel?q=jacket`)).text();
    expect(panel).toMatch(/\d+ results for “jacket”/);
    const response = await fetch(`${shop.url}/de/search?q=jacket`);
    expect(response.status).toBe(200);
    const german = await response.text();
    expect(german).toMatch(/\d+ Ergebnisse für „jacket“/);
    expect(german).toMatch(/href="\/de\/search\?q=jacket&amp;color=\d+"/);
    // The header's Search leads to the store's own results page.
    expect(german).toContain('href="/de/search"');
  });
});
