import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, VIEWPORTS } from './support/browser';
import { plainProducts } from './support/cart';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

async function addToCompare(page: Page, path: string) {
  await gotoSettled(page, `${shop.url}/${path}`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await page.getByRole('button', { name: 'Remove from compare' }).waitFor();
}

/** The compare table's body rows as the shopper reads them: the row's name and its cells. */
const tableRows = (page: Page) =>
  page.locator('.compare-table tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.querySelector('th')?.textContent?.trim() ?? '',
      cells: [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
    })),
  );

describe.each(VIEWPORTS)('the compare page at $width px (issue 21)', (viewport) => {
  it('shows only the rows that apply to at least one of the products compared', async () => {
    const products = await plainProducts(shop, 'simple', 2);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    for (const product of products) await addToCompare(page, product.url_path);
    await page.getByRole('link', { name: /^Compare/ }).click();
    await page.waitForURL((url) => url.pathname === '/compare');
    await page.getByRole('rowheader', { name: 'Description', exact: true }).waitFor();

    const rows = await tableRows(page);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.cells).toHaveLength(2);
    // A row of a parking spot's rate, or a yes/no that is no for both, says nothing about two tees.
    expect(rows.filter((row) => row.cells.every((cell) => cell === 'N/A' || cell === 'No'))).toEqual([]);
    expect(rows.map((row) => row.name)).not.toContain('Hourly Rate');
    await context.close();
  });
});
