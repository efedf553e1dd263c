import type { Page } from 'playwright-core';

/** What the shopper reads on each tile of the grid: the name, the whole tile's text (prices, labels) and its link. */
export const gridTiles = (page: Page) =>
  page
    .locator('.listing-products .product-tile')
    .evaluateAll((items) =>
      items.map((item): [name: string, text: string, href: string] => [
        item.querySelector('h3, .tile-name')?.textContent?.trim() ?? '',
        (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        item.querySelector('a')?.getAttribute('href') ?? '',
      ]),
    );
