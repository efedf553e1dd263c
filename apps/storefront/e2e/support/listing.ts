import type { Locator, Page } from 'playwright-core';

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

/** The colour filter's link matching the fewest products (its name ends in the count), so choosing it narrows the listing. */
export async function rarestColour(page: Page): Promise<Locator> {
  const links = page.locator('.filter-color a');
  const counts = await links.evaluateAll((all) =>
    all.map((link) => Number(/\((\d+)\)$/.exec(link.getAttribute('aria-label') ?? '')?.[1])),
  );
  return links.nth(counts.indexOf(Math.min(...counts)));
}
