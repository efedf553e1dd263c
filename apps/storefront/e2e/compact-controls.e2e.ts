import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, VIEWPORTS } from './support/browser';
import { openMicrocart, pageWithOneInCart } from './support/cart';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const box = async (locator: Locator) => (await locator.boundingBox())!;

describe.each(VIEWPORTS)('compact controls at $width px (issue 21)', (viewport) => {
  it('keeps the sort links of a category page on one row, inside the screen', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await gotoSettled(page, `${shop.url}/c/women-20`);
    const sorting = page.getByRole('navigation', { name: 'Sort by' });
    const links = await sorting.getByRole('link').all();
    expect(links).toHaveLength(3);
    const tops = new Set<number>();
    for (const link of links) {
      const { y, x, width } = await box(link);
      tops.add(Math.round(y));
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(viewport.width);
      // Each label on one line: no link is taller than a control.
      expect((await box(link)).height).toBeLessThanOrEqual(44);
    }
    expect([...tops]).toHaveLength(1);
    expect((await box(sorting)).height).toBeLessThanOrEqual(44);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('draws a microcart line compact: image, name, price and stepper in about 120 px', async () => {
    const context = await browser.newContext({ viewport });
    const page = await pageWithOneInCart(context, shop);
    const panel = await openMicrocart(page);
    const line = panel.getByTestId('microcart-line').first();
    // The follow-up stock check adds 'In stock!' to the line about half a second after the add: measured before it, the
    // stepper and the price would be measured on either side of the line it pushes down. The tallest line is the one
    // a shopper ends up with.
    await line.getByText('In stock!').waitFor();
    const lineBox = await box(line);
    expect(lineBox.height).toBeLessThanOrEqual(130);
    const price = await box(line.getByTestId('microcart-line-price'));
    const stepper = await box(line.getByRole('spinbutton', { name: 'Quantity' }));
    // The price and the quantity share a row.
    expect(Math.abs(price.y + price.height / 2 - (stepper.y + stepper.height / 2))).toBeLessThanOrEqual(12);
    for (const part of [line.locator('img'), line.locator('.microcart-line-name')]) {
      const { y, height } = await box(part);
      expect(y).toBeGreaterThanOrEqual(lineBox.y);
      expect(y + height).toBeLessThanOrEqual(lineBox.y + lineBox.height);
    }
    // The remove button stays reachable and does not cover the name.
    const remove = await box(line.getByRole('button', { name: /^Remove .* from the cart$/ }));
    const nameText = await line.locator('.microcart-line-name').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()];
      return { right: Math.max(...rects.map((rect) => rect.right)), top: rects[0]!.top };
    });
    expect(remove.x).toBeGreaterThanOrEqual(nameText.right - 1);
    await context.close();
  });
});
