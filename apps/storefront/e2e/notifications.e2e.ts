import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_TTL_MS } from '@storefront/core';
import { gotoSettled, VIEWPORTS, widthFlows } from './support/browser';
import {
  cheapHashEnv,
  guestHeader,
  loggedInHeader,
  loginViaModal,
  logOutFromHeader,
  registeredShopper,
} from './support/account';
import { addToCart, openMicrocart, plainProducts, SETTLE } from './support/cart';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

// docs/behaviour.md#notifications, as issue 21 found them: toasts that stacked, outlived their page, contradicted it
// ("You're logged out" after logging in) and covered the microcart's lines and its Proceed button.
let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

const LOGGED_OUT = "You're logged out";
const ADDED = 'Product has been added to the cart!';

const toast = (page: Page, text: string) => page.locator('.ui-toast', { hasText: text });
const toastTexts = (page: Page) => page.locator('.ui-toast > span:first-child').allTextContents();

async function open(path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await gotoSettled(page, shop.url + path);
  return { context, page };
}

/** Whether what the shopper would click at the middle of `target` is `target` itself (or inside it). */
async function uncovered(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Whether any toast shares a pixel with `target`. */
function overlapsAToast(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...document.querySelectorAll('.ui-toast')].some((toastElement) => {
      const t = toastElement.getBoundingClientRect();
      return t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom;
    });
  });
}

const flows = widthFlows();

describe.each(VIEWPORTS)('notifications at $width px', (viewport) => {
  const flow = flows.at(viewport.width);
  it("never cover the open microcart's lines or its 'Proceed to checkout', and go with their page", async () => {
    const [product] = await plainProducts(shop, 'simple', 1, 2);
    const { context, page } = await open(`/${product!.url_path}`, viewport);
    try {
      // A wishlist add says so too (a minor of the issue), then the cart's add: two toasts.
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await toast(page, `Product ${product!.name} has been added to wishlist!`).waitFor();
      await addToCart(page);
      const panel = await openMicrocart(page);
      // While the panel is open the toasts show inside it, under its header, in the flow of its content.
      await panel.locator('.ui-toast', { hasText: ADDED }).waitFor();
      expect(await page.locator('.ui-toasts').count()).toBe(1);
      const proceed = panel.getByRole('link', { name: 'Proceed to checkout' });
      const lines = panel.getByTestId('microcart-line');
      expect(await lines.count()).toBeGreaterThan(0);
      for (const line of await lines.all()) {
        expect(await overlapsAToast(line)).toBe(false);
        expect(await uncovered(line)).toBe(true);
      }
      expect(await overlapsAToast(proceed)).toBe(false);
      expect(await uncovered(proceed)).toBe(true);
      // Still announced politely, and each can be closed by a named button.
      const region = panel.getByRole('status').filter({ has: page.locator('.ui-toast') });
      expect(await region.getAttribute('aria-live')).toBe('polite');
      await panel.locator('.ui-toast', { hasText: ADDED }).getByRole('button', { name: 'Dismiss' }).click();
      await panel.locator('.ui-toast', { hasText: ADDED }).waitFor({ state: 'detached' });

      // The checkout is another page: the product page's notices stay behind.
      await proceed.click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      // At once, not when their 5 s are up.
      await expect.poll(() => toastTexts(page), { timeout: 1_500 }).toEqual([]);
    } finally {
      await context.close();
    }
  });

  flow("says 'You're logged out' once, and a login takes it away", async () => {
    const shopper = await registeredShopper(shop, 'Grace');
    const { context, page } = await open('/', viewport);
    try {
      await loginViaModal(page, shopper);
      // Logging out on an account page sends the shopper home: the notice goes along.
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^My account, / })
        .click();
      await page.locator('#account-menu-list').getByRole('link', { name: 'My account' }).click();
      await page.waitForURL((url) => url.pathname === '/my-account');
      await logOutFromHeader(page);
      await page.waitForURL((url) => url.pathname === '/');
      await toast(page, LOGGED_OUT).waitFor();
      expect(await toast(page, LOGGED_OUT).count()).toBe(1);

      await loginViaModal(page, shopper);
      await loggedInHeader(page, shopper).waitFor();
      // The shopper is logged in: nothing may say otherwise, from the moment the header says so (not 5 s later).
      expect(await toast(page, LOGGED_OUT).count()).toBe(0);
      await logOutFromHeader(page);
      await guestHeader(page).waitFor();
      await toast(page, LOGGED_OUT).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('notifications at 1280 px', () => {
  it('show three at most: the oldest goes for a newer one', async () => {
    const [first] = await plainProducts(shop, 'simple', 1, 5);
    // The test holds the page's clock: on a busy machine four presses can take longer than a toast lives, and the
    // toasts would go by their time rather than by the limit under test.
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    await context.clock.install();
    const page = await context.newPage();
    await gotoSettled(page, `${shop.url}/${first!.url_path}`);
    await page.clock.pauseAt(Date.now() + 1_000);
    try {
      // The most toasts ever on screen at once.
      await page.evaluate(() => {
        const w = window as unknown as { mostToasts: number };
        w.mostToasts = 0;
        new MutationObserver(() => {
          w.mostToasts = Math.max(w.mostToasts, document.querySelectorAll('.ui-toast').length);
        }).observe(document.body, { childList: true, subtree: true });
      });
      // The wishlist's toast comes once its list is stored, after the click's own turn: the test waits for it, so
      // that the four toasts come in the order under test (a compare click could otherwise overtake it).
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await expect.poll(() => toastTexts(page), SETTLE).toEqual([`Product ${first!.name} has been added to wishlist!`]);
      await page.getByRole('button', { name: 'Add to compare' }).click();
      await page.getByRole('button', { name: 'Remove from compare' }).click();
      await page.getByRole('button', { name: 'Add to compare' }).click();
      await expect
        .poll(() => toastTexts(page), SETTLE)
        .toEqual([
          `Product ${first!.name} has been added to the compare!`,
          `Product ${first!.name} has been removed from compare!`,
          `Product ${first!.name} has been added to the compare!`,
        ]);
      expect(await page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts)).toBe(3);
      // They go by themselves once their time has passed.
      await page.clock.runFor(DEFAULT_NOTIFICATION_TTL_MS + 100);
      await expect.poll(() => toastTexts(page), SETTLE).toEqual([]);
      await page.getByRole('button', { name: 'Remove from compare' }).click();
      await expect
        .poll(() => toastTexts(page), SETTLE)
        .toEqual([`Product ${first!.name} has been removed from compare!`]);
      // Another page: they stay behind (a link the shopper clicks, not a reload). The navigation needs the page's
      // timers, so the clock runs again; the toast went with the page, not by its time, if it is gone while less than
      // a toast's life (5 s) has passed on the page's clock since it was shown.
      const shownAt = await page.evaluate(() => Date.now());
      await page.clock.resume();
      await page.locator('.logo').click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => toastTexts(page), SETTLE).toEqual([]);
      expect((await page.evaluate(() => Date.now())) - shownAt).toBeLessThan(DEFAULT_NOTIFICATION_TTL_MS);
    } finally {
      await context.close();
    }
  });
});

describe("a list button pressed offline before the shop's code is kept on the device", () => {
  // The service worker is blocked in this file: a first visit whose worker has not kept the code yet.
  for (const viewport of VIEWPORTS) {
    it(`says so and stays on the page, then works online (${viewport.width} px)`, async () => {
      const [product] = await plainProducts(shop, 'simple', 1, 7);
      const { context, page } = await open(`/${product!.url_path}`, viewport);
      try {
        const wishlist = page.getByRole('button', { name: 'Add to wishlist' });
        await context.setOffline(true);
        await wishlist.click();
        await expect
          .poll(() => toastTexts(page), SETTLE)
          .toEqual(['You are offline: try again once you are back online.']);
        // Still the product page the shopper was on (not the browser's offline page after a reload).
        expect(new URL(page.url()).pathname).toBe(`/${product!.url_path}`);
        await wishlist.waitFor();
        await context.setOffline(false);
        await wishlist.click();
        await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
        await expect
          .poll(() => toastTexts(page), SETTLE)
          .toContain(`Product ${product!.name} has been added to wishlist!`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the mobile menu at 390 px', () => {
  it('closes with Escape and gives the focus back to the Menu button', async () => {
    const { context, page } = await open('/', VIEWPORTS[1]);
    try {
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Categories' });
      await menuButton.click();
      await nav.waitFor();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      // Escape right away, with the focus still on the button.
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

      // And from a link inside the open menu.
      await menuButton.click();
      await nav.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
      expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
