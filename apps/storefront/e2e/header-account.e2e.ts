import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeReport } from './support/axe';
import { gotoSettled, VIEWPORTS } from './support/browser';
import { cheapHashEnv, guestHeader, loggedInHeader, loginViaModal, registeredShopper } from './support/account';
import { microcart, openMicrocart, plainProducts, SETTLE } from './support/cart';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

async function api<T>(path: string, body?: unknown): Promise<T> {
  const reply = await fetch(shop.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await reply.json()) as { code: number; result: T };
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.result;
}

describe.each(VIEWPORTS)('a logged-in shopper’s header at $width px', (viewport) => {
  it('keeps every top-level category in view, names its account entries in words, and shows the images of the lines it pulled', async () => {
    const shopper = await registeredShopper(shop, 'Maximiliane');
    // The customer's cart already holds a line put there on another device: the browser gets it from the server.
    const [product] = await plainProducts(shop, 'simple', 1, 4);
    const token = await api<string>('/api/user/login', { username: shopper.email, password: shopper.password });
    const cartId = await api<string>(`/api/cart/create?token=${token}`);
    await api(`/api/cart/update?token=${token}&cartId=${cartId}`, {
      cartItem: { sku: product!.sku, qty: 1, quoteId: cartId },
    });

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      await gotoSettled(page, shop.url + '/');
      const menuLinks = page.locator('.main-nav > ul > .menu-item > a');
      const before = await menuLinks.allTextContents();
      await loginViaModal(page, shopper);
      const account = loggedInHeader(page, shopper);

      if (viewport.width >= 768) {
        // Logged in, the same categories as before, none cut off: the row does not scroll and each link is in view.
        expect(await menuLinks.allTextContents()).toEqual(before);
        const row = page.locator('.main-nav > ul');
        expect(await row.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
        for (const link of await menuLinks.all()) expect(await link.isVisible()).toBe(true);
      }
      // Beside the cart there is no bare icon: the account entry opens a menu whose entries say what they do.
      await account.click();
      const menu = page.locator('#account-menu-list');
      await menu.waitFor();
      expect(await account.getAttribute('aria-expanded')).toBe('true');
      expect((await menu.locator('a, button').allTextContents()).map((text) => text.trim())).toEqual([
        'My account',
        'My orders',
        'Log out',
      ]);
      expect(await axeReport(page, '.site-header')).toBe('');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        `My account, ${shopper.firstname}`,
      );

      // The line pulled from the server shows its product's image, as a line added here would.
      await openMicrocart(page);
      const image = microcart(page).locator('[data-testid="microcart-line"] img').first();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SETTLE)
        .toBe(true);
      expect(await microcart(page).getByText(product!.name).count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');

      // And the menu's Log out logs out.
      await account.click();
      await menu.getByRole('button', { name: 'Log out' }).click();
      await page.getByText("You're logged out").first().waitFor();
      await guestHeader(page).waitFor();
    } finally {
      await context.close();
    }
  });
});
