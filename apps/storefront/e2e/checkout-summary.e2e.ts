import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, VIEWPORTS } from './support/browser';
import { microcart, openMicrocart, plainProducts, SETTLE } from './support/cart';
import { continueButton, fillAddress, fillPersonal, section, stepsReady } from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const money = (value: number) => `$${value.toFixed(2)}`;
const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** The totals list as shown: each row's title and amount, top to bottom. */
async function totalsRows(scope: Locator): Promise<Array<[string, string]>> {
  const rows = scope.getByTestId('cart-totals').locator('.cart-total');
  const titles = await rows.locator('dt').allTextContents();
  const values = await rows.locator('dd').allTextContents();
  return titles.map((title, i) => [title.trim(), values[i]!.trim()]);
}

/** The product page's price (the special price when there is one) and the note beside it. */
async function productPrice(page: Page) {
  const line = page.locator('.product-price');
  const special = line.locator('.price-special');
  const price = (await special.count()) > 0 ? special : line.locator('.price');
  return {
    price: (await price.textContent())!.trim(),
    note: (await page.locator('.product-price-tax').textContent())!.trim(),
  };
}

describe.each(VIEWPORTS)('what a US shopper pays, from the product to the checkout, at $width px', (viewport) => {
  it('keeps the product page’s price in the cart, names the tax as its own row, and shows the order beside the steps', async () => {
    const [product] = await plainProducts(shop, 'simple', 1, 2);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await gotoSettled(page, `${shop.url}/${product!.url_path}`);

    // The product page names the tax the cart will add.
    const shown = await productPrice(page);
    expect(shown.note).toBe('excl. 10.25% tax');
    const price = amount(shown.price);
    const tax = Math.round(price * 10.25) / 100;

    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    const panel = await openMicrocart(page);
    // The line costs what the page said; the totals say what is added, in the one order, the grand total last.
    const line = panel.getByTestId('microcart-line').filter({ hasText: product!.name });
    await expect.poll(() => line.textContent(), SETTLE).toContain(money(price));
    await expect
      .poll(() => totalsRows(panel), SETTLE)
      .toEqual([
        ['Subtotal', money(price)],
        ['Tax', money(tax)],
        ['Grand Total', money(price + tax)],
      ]);

    await panel.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await microcart(page).waitFor({ state: 'detached' });
    await stepsReady(page);

    // From the first step, what is bought is on the screen: a column at 1280 px, folded under its total at 390 px.
    const aside = page.getByRole('complementary', { name: 'Order Summary' });
    const fold = page.locator('details.checkout-fold');
    let summary: Locator;
    if (viewport.width >= 1024) {
      expect(await aside.isVisible()).toBe(true);
      expect(await fold.isVisible()).toBe(false);
      summary = aside;
      // Beside the steps, not under them.
      const [asideBox, stepBox] = [await aside.boundingBox(), await section(page, 'personal').boundingBox()];
      expect(asideBox!.x).toBeGreaterThan(stepBox!.x + stepBox!.width - 1);
      expect(Math.abs(asideBox!.y - stepBox!.y)).toBeLessThan(40);
    } else {
      expect(await aside.isVisible()).toBe(false);
      const opener = fold.getByText(`Show the order summary (${money(price + tax)})`);
      expect(await opener.isVisible()).toBe(true);
      expect(await fold.locator('.cart-line-name').isVisible()).toBe(false);
      await opener.click();
      summary = fold;
      // Folded out, it fits the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    expect(await summary.locator('.cart-line-name').allTextContents()).toEqual([product!.name]);
    expect(await summary.locator('.cart-line-price .price').allTextContents()).toEqual([money(price)]);
    expect(await totalsRows(summary)).toEqual([
      ['Subtotal', money(price)],
      ['Tax', money(tax)],
      ['Grand Total', money(price + tax)],
    ]);

    // A US address and the shop's courier: shipping joins the totals before the tax, the grand total stays last.
    await fillPersonal(page);
    await continueButton(section(page, 'personal')).click();
    const shipping = section(page, 'shipping');
    await fillAddress(shipping);
    await continueButton(shipping).click();
    await section(page, 'payment').getByLabel('Cash on delivery').waitFor();
    await expect
      .poll(async () => (await totalsRows(summary)).map(([title]) => title), SETTLE)
      .toEqual(['Subtotal', expect.stringMatching(/^Shipping/), 'Tax', 'Grand Total']);
    const rows = await totalsRows(summary);
    const sum = amount(rows[0]![1]) + amount(rows[1]![1]) + amount(rows[2]![1]);
    expect(amount(rows[3]![1])).toBeCloseTo(sum, 2);
    await context.close();
  });
});

describe('the checkout’s order summary without JavaScript', () => {
  it('folds out at 390 px and stands beside the form at 1280 px', async () => {
    const [product] = await plainProducts(shop, 'simple', 1, 3);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS[1] });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${shop.url}/${product!.url_path}`);
    await page.locator('form.product-form button[type=submit]').click();
    await page.waitForLoadState();
    await page.goto(`${shop.url}/checkout`);
    const fold = page.locator('details.checkout-fold');
    await fold.locator('summary').click();
    expect(await fold.locator('.cart-line-name').allTextContents()).toEqual([product!.name]);
    await page.setViewportSize(VIEWPORTS[0]);
    const aside = page.getByRole('complementary', { name: 'Order Summary' });
    expect(await aside.locator('.cart-line-name').allTextContents()).toEqual([product!.name]);
    expect(await fold.isVisible()).toBe(false);
    await context.close();
  });
});
