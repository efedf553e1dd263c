import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeReport } from './support/axe';
import { gotoSettled, reloadSettled, VIEWPORTS, widthFlows } from './support/browser';
import {
  addToCart,
  cartButton,
  cartSyncSettled,
  closeMicrocart,
  headerCount,
  microcart,
  navigateInApp,
  openMicrocart,
  pageWithOneInCart,
  plainProducts,
  SETTLE,
} from './support/cart';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

// The spec's "within a second" plus slack for this shared 2-core machine, where a background tab can be descheduled.
const CROSS_TAB = { timeout: 2500 };

const simpleProducts = (count: number, from: number) => plainProducts(shop, 'simple', count, from);

const flows = widthFlows();

describe.each(flows.pick(VIEWPORTS))('the microcart at $width px', (viewport) => {
  it('adds once on a double click, counts in the header, keeps an edited quantity over a reload, asks before removing', async () => {
    const [product] = await simpleProducts(1, viewport.width === 390 ? 3 : 1);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      // Client-side navigation from the home page to the product page.
      await gotoSettled(page, shop.url + '/');
      expect(await headerCount(page)).toBe(0);
      await navigateInApp(page, `/${product!.url_path}`);
      await addToCart(page, 2);
      await expect.poll(() => headerCount(page), SETTLE).toBe(1);

      const panel = await openMicrocart(page);
      const lines = panel.getByTestId('microcart-line');
      await expect.poll(() => lines.count(), SETTLE).toBe(1);
      await expect.poll(() => lines.first().textContent(), SETTLE).toContain(product!.name);
      expect(await panel.getByRole('textbox', { name: 'Discount code' }).count()).toBe(1);
      expect(await panel.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout');
      expect(await axeReport(page, '[role="dialog"]')).toBe('');

      // Quantity editing: + raises it, 0 is refused with the spec's message.
      await panel.getByRole('button', { name: `Increase the quantity of ${product!.name}` }).click();
      await expect.poll(() => headerCount(page), SETTLE).toBe(2);
      const qty = panel.getByRole('spinbutton', { name: 'Quantity' });
      await qty.fill('0');
      await panel.getByText('Quantity must be above 0.').waitFor();
      // Two quick steps up while the first one's reply is on its way: both count, on the server too.
      await qty.fill('1');
      const increase = panel.getByRole('button', { name: `Increase the quantity of ${product!.name}` });
      await increase.click();
      await increase.click();
      await expect.poll(() => headerCount(page), SETTLE).toBe(3);

      // Escape closes it and gives the focus back to the cart button.
      await closeMicrocart(page);
      expect(await cartButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

      // A direct load: the cart is still there with the edited quantity.
      await reloadSettled(page);
      await expect.poll(() => headerCount(page), SETTLE).toBe(3);
      const again = await openMicrocart(page);
      expect(await again.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');

      // Removal asks first: Cancel keeps the line, OK removes it.
      await again.getByRole('button', { name: `Remove ${product!.name} from the cart` }).click();
      await again.getByText('Are you sure you would like to remove this item from the shopping cart?').waitFor();
      await again.getByRole('button', { name: 'Cancel' }).click();
      expect(await again.getByTestId('microcart-line').count()).toBe(1);
      // Cancel gives the focus back to the button that asked.
      const removeButton = again.getByRole('button', { name: `Remove ${product!.name} from the cart` });
      expect(await removeButton.evaluate((button) => button === document.activeElement)).toBe(true);
      await removeButton.click();
      await again.getByRole('button', { name: 'OK' }).click();
      await again.getByTestId('microcart-empty').waitFor();
      await expect.poll(() => headerCount(page), SETTLE).toBe(0);
      // The line went with the focus in it: the panel keeps it, not the page's body.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');

      // The overlay closes it too.
      await page.getByTestId('scrim').click({ position: { x: 5, y: 5 } });
      await microcart(page).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

// What two tabs share does not depend on the width: each of these runs at one (the run above covers both).
describe('the microcart in two tabs at 390 px', () => {
  const viewport = VIEWPORTS[1];
  it('shows a change made in one tab in the other tab', async () => {
    const [product] = await simpleProducts(1, 4);
    const context = await browser.newContext({ viewport });
    try {
      const first = await context.newPage();
      const second = await context.newPage();
      await gotoSettled(first, `${shop.url}/${product!.url_path}`);
      await gotoSettled(second, shop.url + '/');
      expect(await headerCount(second)).toBe(0);
      await addToCart(first);
      await expect.poll(() => headerCount(second), CROSS_TAB).toBe(1);

      // A quantity change in the second tab shows in the first one's open microcart.
      const panel = await openMicrocart(first);
      const inSecond = await openMicrocart(second);
      await inSecond.getByRole('button', { name: `Increase the quantity of ${product!.name}` }).click();
      await expect.poll(() => panel.getByRole('spinbutton', { name: 'Quantity' }).inputValue(), CROSS_TAB).toBe('2');
      expect(await headerCount(first)).toBe(2);
    } finally {
      await context.close();
    }
  });
});

describe('the microcart in two tabs at 1280 px', () => {
  const viewport = VIEWPORTS[0];
  it('makes one server cart for two tabs when the second starts while the first is still creating it', async () => {
    const [product] = await simpleProducts(1, 5);
    const context = await browser.newContext({ viewport });
    try {
      const creates: string[] = [];
      context.on('request', (request) => {
        if (request.url().includes('/api/cart/create')) creates.push(request.url());
      });
      const first = await context.newPage();
      const second = await context.newPage();
      // The first tab's cart creation is held until the second tab has seen the stored line, so the second starts
      // its cart while the first is still creating one, however slow the machine.
      let secondSawLine!: () => void;
      const seen = new Promise<void>((resolve) => (secondSawLine = resolve));
      await first.route('**/api/cart/create*', async (route) => {
        await seen;
        await route.continue();
      });
      await gotoSettled(first, `${shop.url}/${product!.url_path}`);
      await gotoSettled(second, shop.url + '/');
      const adding = addToCart(first);
      await expect.poll(() => headerCount(second), CROSS_TAB).toBe(1);
      secondSawLine();
      await adding;
      // Every cart request of both tabs answered, then none for a while: a second creation would be among them.
      await cartSyncSettled([first, second], 2000);
      expect(creates).toHaveLength(1);

      // Both tabs hold the one server cart's line: a change in the second reaches the first.
      const panel = await openMicrocart(first);
      const inSecond = await openMicrocart(second);
      await inSecond.getByRole('button', { name: `Increase the quantity of ${product!.name}` }).click();
      await expect.poll(() => panel.getByRole('spinbutton', { name: 'Quantity' }).inputValue(), CROSS_TAB).toBe('2');
      await cartSyncSettled([first, second]);
      expect(creates).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe.each(flows.pick(VIEWPORTS))('proceeding to the checkout at $width px', (viewport) => {
  it('answers the click at once: the button says Loading... and a bar runs until the checkout shows, then the panel closes', async () => {
    const context = await browser.newContext({ viewport });
    try {
      const page = await pageWithOneInCart(context, shop);
      await openMicrocart(page);
      // The checkout's data is held until the test has seen the answer to the click (a slow network, on cue).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/checkout\.data/, async (route) => {
        await held;
        await route.continue();
      });
      const proceed = microcart(page).locator('.microcart-checkout');
      await proceed.click();
      await expect.poll(() => proceed.textContent(), SETTLE).toBe('Loading...');
      expect(await proceed.getAttribute('aria-busy')).toBe('true');
      await page.getByRole('progressbar', { name: 'Loading...' }).waitFor();
      expect(await page.locator('#main').getAttribute('aria-busy')).toBe('true');
      release();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await microcart(page).waitFor({ state: 'detached' });
      expect(await page.getByRole('progressbar').count()).toBe(0);
      expect(await page.locator('#main').getAttribute('aria-busy')).toBeNull();
    } finally {
      await context.close();
    }
  });
});
