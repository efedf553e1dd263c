import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { openPage, widthFlows } from './support/browser';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const open = (path: string, width: number) => openPage(browser, shop.url + path, { viewport: { width, height: 900 } });

async function search(page: Page, term: string) {
  await page.locator('.header-actions [aria-label="Search"]').click();
  const input = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox');
  await input.fill(term);
  await page.locator('.search-panel .product-tile').first().waitFor();
}

const flows = widthFlows();

describe.each([1280, 390])('search overlay at %i px (issue 7, section 1)', (width) => {
  const flow = flows.at(width);
  flow.each(['/', '/c/women-20'])(
    'a result opened from %s closes the overlay and focuses the product heading',
    async (from) => {
      const { page, problems } = await open(from, width);
      const before = page.url();
      await search(page, 'jacket');
      const result = page.locator('.search-panel .product-tile').nth(1);
      const name = (await result.locator('h3, .tile-name').textContent())?.trim();
      expect(name).toBeTruthy();
      await result.locator('a').click();
      await page.waitForURL((url) => url.href !== before);

      const heading = page.locator('#main h1');
      await expect.poll(() => heading.textContent()).toBe(name);
      await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
      expect(await page.locator('.search-panel, .overlay').count()).toBe(0);
      // Nothing covers the heading: the topmost element at its centre is the heading itself (or inside it).
      expect(
        await heading.evaluate((h1) => {
          const box = h1.getBoundingClientRect();
          return h1.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      ).toBe(true);
      expect(await heading.evaluate((h1) => document.activeElement === h1)).toBe(true);
      // Focus is not a new tab stop: Tab moves on into the page, not back to a dead overlay.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.search-panel') ?? null)).toBeNull();
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  flow('keeps Tab inside the overlay, and Escape closes it from a result, back to the Search button', async () => {
    const { page } = await open('/', width);
    await search(page, 'jacket');
    const inPanel = () => page.evaluate(() => Boolean(document.activeElement?.closest('.search-panel')));
    const input = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox');
    expect(await input.evaluate((field) => field === document.activeElement)).toBe(true);
    // Shift+Tab from the first control goes round to the last one, Tab from there back to the first.
    await page.keyboard.press('Shift+Tab');
    expect(await inPanel()).toBe(true);
    expect(await input.evaluate((field) => field === document.activeElement)).toBe(false);
    await page.keyboard.press('Tab');
    expect(await input.evaluate((field) => field === document.activeElement)).toBe(true);
    // Escape works wherever the focus is in the overlay, a result's link too.
    await page.locator('.search-panel .product-tile a').first().focus();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search');
    await page.close();
  });

  flow('Back while the overlay is open closes it too', async () => {
    const { page } = await open('/', width);
    await page
      .locator('.main-nav a')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL((url) => url.pathname !== '/');
    await page.locator('.category-page h1').waitFor();
    await search(page, 'jacket');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
    expect(await page.locator('.overlay').count()).toBe(0);
    await page.close();
  });
});
