import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, VIEWPORTS } from './support/browser';
import { listedProducts } from './support/catalogue';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

type Listed = { sku: string; url_path: string; erin_recommends?: string; hourly_rate?: number };

/** The product page's attribute list as the shopper reads it: "label: value" lines. */
async function attributeLines(page: Page): Promise<string[]> {
  return page
    .locator('.product-details dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd')?.textContent ?? ''}`),
    );
}

describe.each(VIEWPORTS)('the attributes a product page lists at $width px (issue 21)', (viewport) => {
  it('names Erin Recommends only on what Erin recommends, never on a parking spot', async () => {
    const simples = await listedProducts<Listed>(shop, 'simple', 'size=60');
    const recommended = simples.find((product) => product.erin_recommends === '1');
    const plain = simples.find((product) => product.erin_recommends === '0');
    const spots = (await listedProducts<Listed>(shop, 'virtual', 'size=200')).filter(
      (product) => product.hourly_rate !== undefined,
    );
    expect(recommended && plain && spots.length > 0).toBeTruthy();
    // Erin recommends gear: no spot carries her flag.
    expect(spots.filter((spot) => spot.erin_recommends === '1').map((spot) => spot.sku)).toEqual([]);

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await gotoSettled(page, `${shop.url}/${recommended!.url_path}`);
    expect(await attributeLines(page)).toContain('Erin Recommends: Yes');
    for (const product of [plain!, spots[0]!]) {
      await gotoSettled(page, `${shop.url}/${product.url_path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const lines = await attributeLines(page);
      expect(
        lines.filter((line) => line.startsWith('Erin Recommends')),
        product.sku,
      ).toEqual([]);
      expect(
        lines.filter((line) => line.endsWith(': No')),
        product.sku,
      ).toEqual([]);
    }
    await context.close();
  });
});
