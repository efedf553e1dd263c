import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, watchConsole } from './support/browser';
import { gridTiles } from './support/listing';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;

shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const open = (path: string, width: number, javaScriptEnabled = true) =>
  openPage(browser, shop.url + path, { viewport: { width, height: 900 }, javaScriptEnabled });

const tiles = gridTiles;

async function directTiles(url: string, width: number) {
  const { page } = await open(new URL(url).pathname + new URL(url).search, width);
  const shown = await tiles(page);
  await page.close();
  return shown;
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
const toggle = (page: Page) => page.locator('.filters-toggle');
const focusInDrawer = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-label="Filters"]'));
/** The focused element, described by its class (for a readable failure). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');
const focusOnToggle = async (page: Page) => expect(await focused(page)).toContain('filters-toggle');

async function arrive(page: Page, how: 'direct' | 'client-side') {
  if (how === 'direct') return;
  // From the home page through the menu, as a shopper arrives.
  await page.locator('.menu-toggle').click();
  await page.locator('.main-nav a', { hasText: /^Women$/ }).click();
  await page.waitForURL(/women-20/);
  await page.waitForLoadState('networkidle');
}

describe.each(['direct', 'client-side'] as const)('filters drawer at 390 px after a %s load', (how) => {
  it('opens with the focus inside, keeps it there, filters the grid and closes back to the Filters button', async () => {
    // Directly at the canonical URL the filter links point to: from /c/… the first filter changes route, which
    // mounts the page afresh (ADR 7) and drops the focus whatever the drawer does.
    const { page, problems } = await open(how === 'direct' ? '/women/women-20' : '/', 390);
    await arrive(page, how);
    // The options are not on the page on phones, only behind the Filters button.
    expect(await page.locator('.filter-color a').first().isVisible()).toBe(false);
    expect(await drawer(page).count()).toBe(0);

    await toggle(page).click();
    await drawer(page).waitFor();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await focusInDrawer(page)).toBe(true);
    const options = await drawer(page).locator('a').count();
    for (let i = 0; i < options + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDrawer(page)).toBe(true);

    // Choosing a colour: the drawer closes, the grid is the filtered one, the chips and Clear all are on the page.
    const colour = drawer(page).locator('.filter-color a').first();
    const name = (await colour.locator('span:not(.swatch):not(.count)').textContent())!;
    const before = await tiles(page);
    await colour.click();
    await page.waitForURL(/color=/);
    await page.waitForLoadState('networkidle');
    await page.locator('.listing-products [aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await drawer(page).count()).toBe(0);
    await focusOnToggle(page);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    const filtered = await tiles(page);
    expect(filtered).toEqual(await directTiles(page.url(), 390));
    expect(filtered).not.toEqual(before);
    expect(await page.getByRole('link', { name: new RegExp(`^Remove filter .*${name}$`) }).isVisible()).toBe(true);
    expect(await page.locator('.active-filters a', { hasText: 'Clear all' }).isVisible()).toBe(true);

    // Reopened: the chosen colour is marked; Escape closes and the focus returns to the Filters button.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    expect(await drawer(page).locator('.filter-color a[aria-current="true"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'detached' });
    await focusOnToggle(page);

    // The close button and the scrim close it too.
    await toggle(page).click();
    await drawer(page).getByRole('button', { name: 'Close' }).click();
    await drawer(page).waitFor({ state: 'detached' });
    await focusOnToggle(page);
    await toggle(page).click();
    await drawer(page).waitFor();
    await page.mouse.click(385, 450);
    await drawer(page).waitFor({ state: 'detached' });
    await focusOnToggle(page);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('filters without a drawer', () => {
  it('shows the sidebar at 1280 px, with no Filters button', async () => {
    const { page } = await open('/c/women-20', 1280);
    expect(await toggle(page).isVisible()).toBe(false);
    expect(await page.locator('#filters .filter-color a').first().isVisible()).toBe(true);
    await page.locator('#filters .filter-color a').first().click();
    await page.waitForURL(/color=/);
    await page.waitForLoadState('networkidle');
    expect(await drawer(page).count()).toBe(0);
    await page.locator('#filters .filter-color a[aria-current="true"]').waitFor();
    await page.close();
  });

  it('shows the filters in place at 390 px without JavaScript, and they filter the grid', async () => {
    const { page } = await open('/c/women-20', 390, false);
    expect(await page.locator('#filters .filter-color a').first().isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Filters' }).click();
    const colour = page.locator('#filters .filter-color a').first();
    expect(await colour.isVisible()).toBe(true);
    await colour.click();
    await page.waitForURL(/color=/);
    expect(await tiles(page)).toEqual(await directTiles(page.url(), 390));
    expect(await page.locator('.active-filters a', { hasText: 'Clear all' }).isVisible()).toBe(true);
    await page.close();
  });
});

describe('loading the next page of the grid', () => {
  it('shows skeleton tiles with a label while the next page is appended, at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const problems = watchConsole(page);
      // The next page's data is held back until the placeholder has been checked.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/[?&]page=\d/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(shop.url + '/c/all-2', { waitUntil: 'load' });
      await page.locator('.listing-products .product-tile').first().waitFor();
      const count = (await tiles(page)).length;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
      await loading.waitFor();
      const skeletons = loading.locator('.ui-skeleton');
      expect(await skeletons.count()).toBeGreaterThan(0);
      expect((await skeletons.first().boundingBox())!.height).toBeGreaterThan(50);
      release();
      await loading.waitFor({ state: 'detached' });
      expect((await tiles(page)).length).toBeGreaterThan(count);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
