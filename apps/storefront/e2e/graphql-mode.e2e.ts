import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { hydrated, openPage, pageShown, VIEWPORTS, widthFlows } from './support/browser';
import { addToCart, headerCount, plainProducts, SETTLE } from './support/cart';
import { gridTiles } from './support/listing';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

/**
 * The storefront with `api.type: 'graphql'` (STOREFRONT_API_TYPE): its catalogue reads go through `/graphql`, the rest
 * stays on REST. The REST catalogue search is pointed at nowhere (STOREFRONT_SEARCH_HOST), so any catalogue read that
 * still went there would fail the page: what the shopper sees here was read over GraphQL. The other catalogue files
 * run in this mode with `STOREFRONT_API_TYPE=graphql` (see docs/testing.md#graphql-mode).
 */

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), {
  STOREFRONT_API_TYPE: 'graphql',
  STOREFRONT_SEARCH_HOST: '/api/no-rest-catalogue',
  // Every request in the log, the render's own calls to the embedded API included.
  LOG_REQUESTS: 'true',
});

type Viewport = (typeof VIEWPORTS)[number];

/**
 * Catalogue calls, wherever they come from (the server's render, the browser): requests the shop's request log shows
 * to /graphql, and requests from the browser to a REST catalogue search, which must stay at none.
 */
function catalogueCalls(page: Page) {
  const logged = () => (shop.output().match(/"path":"\/graphql\/"/g) ?? []).length;
  const before = logged();
  const calls = { rest: 0, graphql: () => logged() - before };
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/no-rest-catalogue') || path.startsWith('/api/catalog')) calls.rest++;
  });
  return calls;
}

/** The REST search's total for a category's listing, asked of the API directly (the API itself still has it). */
async function restTotal(categoryId: number): Promise<number> {
  const request = {
    _availableFilters: [],
    _appliedFilters: [
      { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
      { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
      { attribute: 'category_ids', value: { in: [categoryId] }, scope: 'default' },
    ],
    _appliedSort: [],
    _searchText: '',
  };
  const url = `${shop.url}/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=0&request=${encodeURIComponent(encodeURIComponent(JSON.stringify(request)))}`;
  return ((await (await fetch(url)).json()) as { hits: { total: number } }).hits.total;
}

const count = async (page: Page) => Number(/\d+/.exec((await page.locator('.item-count').textContent()) ?? '')?.[0]);

const flows = widthFlows();

describe.each(VIEWPORTS)('the storefront over /graphql at $width px', (viewport: Viewport) => {
  const flow = flows.at(viewport.width);
  flow('lists a category with the REST total and narrows it by a colour', async () => {
    const { page, problems } = await openPage(browser, `${shop.url}/c/women-20`, { viewport });
    const calls = catalogueCalls(page);
    await page.reload();
    await pageShown(page);
    expect(await count(page)).toBe(await restTotal(20));
    expect((await gridTiles(page)).length).toBeGreaterThan(0);
    await hydrated(page);

    if (viewport.width < 800) {
      await page.locator('.filters-toggle').click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    }
    const before = await count(page);
    const colour = page.locator('.filter-color a').first();
    const label = Number(/\((\d+)\)$/.exec((await colour.getAttribute('aria-label')) ?? '')?.[1]);
    await colour.click();
    await page.waitForURL((url) => url.searchParams.has('color'));
    await expect.poll(() => count(page), SETTLE).toBe(label);
    expect(label).toBeLessThanOrEqual(before);
    expect(calls.graphql()).toBeGreaterThan(0);
    expect(calls.rest).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  flow('finds products from the search overlay over /graphql', async () => {
    const { page, problems } = await openPage(browser, `${shop.url}/`, { viewport });
    const calls = catalogueCalls(page);
    await hydrated(page);
    await page.locator('.header-actions').getByRole('link', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    await dialog.getByRole('searchbox').fill('jacket');
    await dialog.locator('.product-tile').first().waitFor();
    expect(await dialog.locator('.product-tile').count()).toBeGreaterThan(0);
    expect(calls.graphql()).toBeGreaterThan(0);
    expect(calls.rest).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  flow('opens a product and puts it in the cart, which stays on REST', async () => {
    const [product] = await plainProducts(shop, 'simple', 1, viewport.width < 800 ? 0 : 1);
    const { page, problems } = await openPage(browser, `${shop.url}/${product!.url_path}`, { viewport });
    const calls = catalogueCalls(page);
    await pageShown(page);
    expect(await page.locator('#main h1').textContent()).toContain(product!.name);
    await hydrated(page);
    await addToCart(page);
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);
    expect(calls.rest).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
