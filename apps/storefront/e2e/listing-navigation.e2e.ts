import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, pageShown, widthFlows } from './support/browser';
import { gridTiles, rarestColour } from './support/listing';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const WIDTHS = [1280, 390] as const;

const open = (path: string, width: number) => openPage(browser, shop.url + path, { viewport: { width, height: 900 } });

const tiles = gridTiles;

/** The listing the server sends for the same URL, read in a fresh tab: what a reload would show. */
async function direct(url: string, width: number) {
  const { page } = await open(new URL(url).pathname + new URL(url).search, width);
  const shown = {
    title: await page.locator('h1').textContent(),
    count: await itemCount(page),
    tiles: await tiles(page),
  };
  await page.close();
  return shown;
}

const itemCount = (page: Page) => page.locator('.item-count').textContent();

/** After a client-side navigation: the grid is settled once it is no longer busy and the network is quiet. */
async function settled(page: Page) {
  await pageShown(page);
  await page.waitForLoadState('networkidle');
  await page.locator('.listing-products [aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The grid, title and count after client-side navigation equal those of a direct load of the same URL. */
async function expectSameAsDirect(page: Page, width: number) {
  await settled(page);
  const expected = await direct(page.url(), width);
  expect(expected.tiles.length).toBeGreaterThan(0);
  expect(await page.locator('h1').textContent()).toBe(expected.title);
  expect(await itemCount(page)).toBe(expected.count);
  expect(await tiles(page)).toEqual(expected.tiles);
  return expected.tiles;
}

async function openFilters(page: Page) {
  const toggle = page.locator('.filters-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
  }
}

async function openMenu(page: Page) {
  const toggle = page.locator('.menu-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

const flows = widthFlows();

describe.each(WIDTHS)('category grid after client-side navigation at %i px (issue 7, section 1)', (width) => {
  const flow = flows.at(width);
  flow('shows the listing of the URL after a filter, a sort, Clear all, the menu, Back and Forward', async () => {
    // Into the category from the menu, as a shopper arrives.
    const { page, problems } = await open('/', width);
    await openMenu(page);
    await page.locator('.main-nav a', { hasText: /^Women$/ }).click();
    await page.waitForURL(/women-20/);
    const first = await expectSameAsDirect(page, width);

    // A colour that narrows the listing, so its tiles differ from the first page's.
    await openFilters(page);
    // With the keyboard: focus stays on the chosen option once the new listing is there (on phones the drawer
    // closes and the focus goes back to its Filters button).
    await (await rarestColour(page)).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/color=/);
    const filtered = await expectSameAsDirect(page, width);
    expect(filtered).not.toEqual(first);
    const focused = width < 768 ? '.filters-toggle' : '.filter-color a[aria-current="true"]';
    expect(await page.evaluate((selector) => document.activeElement?.matches(selector), focused)).toBe(true);

    // Price high to low, so the order differs from the default one.
    await page
      .locator('.sorting a[href*="sort=final_price%3Adesc"], .sorting a[href*="sort=final_price:desc"]')
      .click();
    await page.waitForURL(/sort=final_price/);
    const sorted = await expectSameAsDirect(page, width);
    expect(sorted).not.toEqual(filtered);

    // Clear all stays on the page at every width.
    await page.locator('.active-filters a', { hasText: 'Clear all' }).click();
    await page.waitForURL((url) => !url.search.includes('color='));
    const cleared = await expectSameAsDirect(page, width);
    expect(cleared).not.toEqual(sorted);

    await openMenu(page);
    await page.locator('.main-nav a', { hasText: /^Men$/ }).click();
    await page.waitForURL(/men-11/);
    const men = await expectSameAsDirect(page, width);
    expect(men.map(([name]) => name)).not.toEqual(cleared.map(([name]) => name));

    await page.goBack();
    await page.waitForURL(/women-20/);
    expect(await expectSameAsDirect(page, width)).toEqual(cleared);
    await page.goBack();
    await page.waitForURL(/color=.*sort=|sort=.*color=/);
    expect(await expectSameAsDirect(page, width)).toEqual(sorted);
    await page.goForward();
    await page.waitForURL((url) => /women-20/.test(url.pathname) && !url.search.includes('color='));
    expect(await expectSameAsDirect(page, width)).toEqual(cleared);
    await page.goForward();
    await page.waitForURL(/men-11/);
    expect(await expectSameAsDirect(page, width)).toEqual(men);
    expect(problems).toEqual([]);
    await page.close();
  });

  flow('marks the grid busy while the next listing comes', async () => {
    const { page } = await open('/c/women-20', width);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the loader data of the next listing, so the loading state stays long enough to be seen.
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.sorting a[href*="sort=final_price"]').first().click();
    const busy = page.locator('.listing-products [aria-busy="true"]');
    await busy.waitFor();
    // Dimmed, not only marked for assistive technology.
    await page.waitForFunction(
      () => Number(getComputedStyle(document.querySelector('.listing-products [aria-busy="true"]')!).opacity) < 1,
    );
    release();
    await page.waitForURL(/sort=final_price/);
    await expectSameAsDirect(page, width);
    await page.close();
  });
});

describe('infinite listing after client-side navigation (ADR 0004)', () => {
  it('appends pages of the new listing, and Back from a product restores them and the scroll position', async () => {
    // The root category: more than one page of 50 with the e2e catalogue.
    const { page } = await open('/c/all-2', 1280);
    await page.locator('.sorting a[href*="sort=final_price"]').first().click();
    await page.waitForURL(/sort=final_price/);
    const firstPage = await expectSameAsDirect(page, 1280);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelectorAll('.listing-products .product-tile').length > 50);
    await settled(page);
    const loaded = await tiles(page);
    expect(loaded.slice(0, firstPage.length)).toEqual(firstPage);
    expect(new Set(loaded.map(([, , href]) => href)).size).toBe(loaded.length);
    const tile = page.locator('.listing-products .product-tile a').nth(loaded.length - 2);
    await tile.scrollIntoViewIfNeeded();
    const scroll = await page.evaluate(() => window.scrollY);
    const listingUrl = page.url();
    await tile.click();
    await page.waitForURL((url) => url.href !== listingUrl);
    // The category's own h1 stays until the product page renders: wait for the product's, or Back races the click.
    await page.locator('h1', { hasText: loaded[loaded.length - 2]![0] }).waitFor();
    await page.goBack();
    await page.waitForURL(listingUrl);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.listing-products .product-tile').length >= n,
      loaded.length,
    );
    expect((await tiles(page)).slice(0, loaded.length)).toEqual(loaded);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scroll);
    await page.close();
  });
});
