import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, pageShown, VIEWPORTS, watchConsole } from './support/browser';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

interface TileFacts {
  name: string;
  top: number;
  /** The lines its name takes. */
  nameLines: number;
  priceTop: number;
  /** The tile's picture box and the part of it the picture paints (smaller on a side when letterboxed). */
  box: { width: number; height: number };
  painted: { width: number; height: number };
}

/**
 * The listing's tiles as a shopper who scrolled through them sees them, once every picture has loaded: where the name
 * and the price stand, and how much of its box each picture covers. The painted part follows the picture's
 * `object-fit`: `contain` (and `scale-down`) keep the whole picture inside the box, leaving bars beside it. Every tile
 * is measured: which lazy pictures happen to have loaded without a scroll depends on the machine's pace.
 */
async function tiles(page: Page): Promise<TileFacts[]> {
  const grid = page.locator('.listing-products .product-tile');
  await grid.first().waitFor();
  for (const tile of await grid.all()) await tile.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.listing-products .product-tile .tile-image img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  return grid.evaluateAll((items) =>
    items
      .map((tile) => ({ tile, img: tile.querySelector<HTMLImageElement>('.tile-image img')! }))
      .map(({ tile, img }) => {
        const shown = img.getBoundingClientRect();
        const box = tile.querySelector('.tile-image')!.getBoundingClientRect();
        const fit = getComputedStyle(img).objectFit;
        const ratio = img.naturalWidth / img.naturalHeight;
        let width = Math.min(shown.width, box.width);
        let height = Math.min(shown.height, box.height);
        if (fit === 'contain' || fit === 'scale-down') {
          if (shown.width / shown.height > ratio) width = Math.min(width, shown.height * ratio);
          else height = Math.min(height, shown.width / ratio);
        }
        return {
          name: tile.querySelector('.tile-name')!.textContent!.trim(),
          top: Math.round(tile.getBoundingClientRect().top),
          nameLines: (() => {
            const text = document.createRange();
            text.selectNodeContents(tile.querySelector('.tile-name')!);
            return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
          })(),
          priceTop: Math.round(tile.querySelector('.tile-price')!.getBoundingClientRect().top),
          box: { width: box.width, height: box.height },
          painted: { width, height },
        };
      }),
  );
}

/** Each picture fills its box; the tiles of a row have their prices on one line. */
function expectEvenTiles(facts: TileFacts[]) {
  expect(facts.length).toBeGreaterThanOrEqual(2);
  for (const tile of facts) {
    expect(tile.painted.width, `${tile.name}: picture width`).toBeGreaterThanOrEqual(tile.box.width - 1);
    expect(tile.painted.height, `${tile.name}: picture height`).toBeGreaterThanOrEqual(tile.box.height - 1);
  }
  const rows = new Map<number, TileFacts[]>();
  for (const tile of facts) rows.set(tile.top, [...(rows.get(tile.top) ?? []), tile]);
  for (const row of rows.values())
    expect(
      new Set(row.map((tile) => tile.priceTop)),
      row.map((tile) => `${tile.name}: ${tile.priceTop}`).join(', '),
    ).toHaveLength(1);
}

describe.each(VIEWPORTS)('product tiles at $width px (issue 21)', (viewport) => {
  it('fill their picture boxes and line their prices up, in a category and in the search results', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems = watchConsole(page);
    await gotoSettled(page, `${shop.url}/`);

    // A category from the header's menu (behind Menu on a phone).
    if (viewport.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#main-nav > ul > li > a', { hasText: 'Women' }).click();
    await page.waitForURL((url) => url.pathname !== '/');
    await pageShown(page);
    const category = await tiles(page);
    expectEvenTiles(category);

    // The search results, from the header's search and Enter.
    await page.locator('.header-actions').getByRole('link', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('searchbox').fill('jacket');
    await dialog.locator('.product-tile').first().waitFor();
    await dialog.getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    await pageShown(page);
    const found = await tiles(page);
    expectEvenTiles(found);

    // The check means something: somewhere a row holds names of different heights (one line beside two).
    const mixed = [...category, ...found].some((tile, _, all) =>
      all.some((other) => other.top === tile.top && other.nameLines !== tile.nameLines),
    );
    expect(mixed).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
