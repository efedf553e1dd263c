import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeReport } from './support/axe';
import { VIEWPORTS } from './support/browser';
import { findDocuments } from './support/catalogue';
import {
  addToCart,
  cartButton,
  closeMicrocart,
  headerCount,
  microcart,
  navigateInApp,
  openMicrocart,
} from './support/cart';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

type Doc = { sku: string; name: string; url_path: string; custom_options?: unknown[] };

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

/** Simple products in stock with no custom options to fill in (one add is one click). */
async function simpleProducts(count: number, from: number): Promise<Doc[]> {
  const found = await findDocuments<Doc>(
    shop,
    'product',
    [{ terms: { type_id: ['simple'] } }, { terms: { visibility: [4] } }, { terms: { 'stock.is_in_stock': [true] } }],
    'size=60&sort=id:asc',
  );
  const plain = found.filter((doc) => !Array.isArray(doc.custom_options) || doc.custom_options.length === 0);
  return plain.slice(from, from + count);
}

describe.each(VIEWPORTS)('the microcart at $width px', (viewport) => {
  it('adds once on a double click, counts in the header, keeps an edited quantity over a reload, asks before removing', async () => {
    const [product] = await simpleProducts(1, viewport.width === 390 ? 3 : 1);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      // Client-side navigation from the home page to the product page.
      await page.goto(shop.url + '/', { waitUntil: 'networkidle' });
      expect(await headerCount(page)).toBe(0);
      await navigateInApp(page, `/${product!.url_path}`);
      await addToCart(page, 2);
      await expect.poll(() => headerCount(page)).toBe(1);

      const panel = await openMicrocart(page);
      const lines = panel.getByTestId('microcart-line');
      await expect.poll(() => lines.count()).toBe(1);
      await expect.poll(() => lines.first().textContent()).toContain(product!.name);
      expect(await panel.getByRole('textbox', { name: 'Discount code' }).count()).toBe(1);
      expect(await panel.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout');
      expect(await axeReport(page, '[role="dialog"]')).toBe('');

      // Quantity editing: + raises it, 0 is refused with the spec's message.
      await panel.getByRole('button', { name: `Increase the quantity of ${product!.name}` }).click();
      await expect.poll(() => headerCount(page)).toBe(2);
      const qty = panel.getByRole('spinbutton', { name: 'Quantity' });
      await qty.fill('0');
      await panel.getByText('Quantity must be above 0.').waitFor();
      await qty.fill('3');
      await expect.poll(() => headerCount(page)).toBe(3);

      // Escape closes it and gives the focus back to the cart button.
      await closeMicrocart(page);
      expect(await cartButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

      // A direct load: the cart is still there with the edited quantity.
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => headerCount(page)).toBe(3);
      const again = await openMicrocart(page);
      expect(await again.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');

      // Removal asks first: Cancel keeps the line, OK removes it.
      await again.getByRole('button', { name: `Remove ${product!.name} from the cart` }).click();
      await again.getByText('Are you sure you would like to remove this item from the shopping cart?').waitFor();
      await again.getByRole('button', { name: 'Cancel' }).click();
      expect(await again.getByTestId('microcart-line').count()).toBe(1);
      await again.getByRole('button', { name: `Remove ${product!.name} from the cart` }).click();
      await again.getByRole('button', { name: 'OK' }).click();
      await again.getByTestId('microcart-empty').waitFor();
      await expect.poll(() => headerCount(page)).toBe(0);

      // The overlay closes it too.
      await page.getByTestId('scrim').click({ position: { x: 5, y: 5 } });
      await microcart(page).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('shows a change made in one tab in the other tab', async () => {
    const [product] = await simpleProducts(1, viewport.width === 390 ? 4 : 2);
    const context = await browser.newContext({ viewport });
    try {
      const first = await context.newPage();
      const second = await context.newPage();
      await first.goto(`${shop.url}/${product!.url_path}`, { waitUntil: 'networkidle' });
      await second.goto(shop.url + '/', { waitUntil: 'networkidle' });
      expect(await headerCount(second)).toBe(0);
      await addToCart(first);
      await expect.poll(() => headerCount(second), { timeout: 1000 }).toBe(1);

      // A quantity change in the second tab shows in the first one's open microcart.
      const panel = await openMicrocart(first);
      const inSecond = await openMicrocart(second);
      await inSecond.getByRole('button', { name: `Increase the quantity of ${product!.name}` }).click();
      await expect
        .poll(() => panel.getByRole('spinbutton', { name: 'Quantity' }).inputValue(), { timeout: 1000 })
        .toBe('2');
      expect(await headerCount(first)).toBe(2);
    } finally {
      await context.close();
    }
  });
});
