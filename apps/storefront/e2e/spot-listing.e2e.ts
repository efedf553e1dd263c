import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, watchConsole } from './support/browser';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const FIELDS = ['Address', 'Intersection', 'Hourly', 'Monthly', 'Availability'];

describe.each([390, 1280])('/spot-listing at %i px (issue 7, section 1)', (width) => {
  it('does not scroll sideways and shows every spot with all its data inside the viewport', async () => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const problems = watchConsole(page);
    await gotoSettled(page, shop.url + '/spot-listing');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const spots = page.locator('.spot-listing li');
    expect(await spots.count()).toBeGreaterThan(0);
    for (const spot of await spots.all()) {
      const name = spot.getByRole('link');
      expect(await name.textContent()).toMatch(/\S/);
      for (const field of FIELDS) {
        const value = spot.locator('dt', { hasText: field }).locator('xpath=following-sibling::dd[1]');
        expect(await value.textContent()).toMatch(/\S/);
      }
      expect(await spot.locator('dd').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\$\d/), expect.stringMatching(/^(Available|Booked)$/)]),
      );
      // Every value is within the viewport: readable without scrolling sideways.
      for (const box of await spot
        .locator('a, dt, dd')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect)))
        expect(box.left >= 0 && box.right <= width && box.width > 0).toBe(true);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
