import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cheapHashEnv,
  guestHeader,
  loggedInHeader,
  loginViaModal,
  logOutFromHeader,
  newShopper,
  registerViaApi,
} from './support/account';
import { cartSyncSettled, pageWithOneInCart, SETTLE } from './support/cart';
import { ADDRESS, continueButton, fillAddress, fillPersonal, section, stepsReady } from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

/** Every localStorage entry of the page, key and value. */
const storedEntries = (page: Page) =>
  page.evaluate(() => Object.entries(localStorage).map(([key, value]) => `${key}=${value}`));

describe('logging out on a shared computer', () => {
  it.each([
    ['filled the checkout', 'filled'],
    ['placed the order', 'placed'],
    ['filled the checkout and logged out in another tab', 'other tab'],
  ])(
    'leaves nothing of the shopper’s details in the browser storage or the checkout form once they %s',
    async (_, how) => {
      const shopper = newShopper('Katherine');
      shopper.lastname = 'Johnson';
      await registerViaApi(shop, shopper);
      const context = await browser.newContext();
      const page = await pageWithOneInCart(context, shop);
      // The guest's cart becomes the customer's at login.
      await loginViaModal(page, shopper);
      await cartSyncSettled([page]);
      await page.goto(`${shop.url}/checkout`);
      await stepsReady(page);
      await loggedInHeader(page, shopper).waitFor();

      const person = { firstName: shopper.firstname, lastName: shopper.lastname, email: shopper.email };
      await fillPersonal(page, person);
      await continueButton(section(page, 'personal')).click();
      await fillAddress(section(page, 'shipping'), person);
      await continueButton(section(page, 'shipping')).click();
      await section(page, 'payment').getByLabel('Cash on delivery').check();
      if (how === 'placed') {
        // The order the shop now has is kept in the browser too (spec: "Order (stored locally)"), names and all.
        await continueButton(section(page, 'payment')).click();
        const review = section(page, 'review');
        await review.getByLabel('I accept the terms and conditions').check();
        await review.getByRole('button', { name: 'Place the order' }).click();
        await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
      }
      // What the checkout keeps for a reload (spec keys shop/checkout/*) holds the shopper now.
      await expect.poll(async () => (await storedEntries(page)).join('\n'), SETTLE).toContain(shopper.email);
      const personal = [shopper.email, shopper.firstname, shopper.lastname, ADDRESS.street, ADDRESS.phone];

      await cartSyncSettled([page]);
      const loggingOut = how === 'other tab' ? await context.newPage() : page;
      if (loggingOut !== page) {
        await loggingOut.goto(shop.url);
        await loggedInHeader(loggingOut, shopper).waitFor();
      }
      await logOutFromHeader(loggingOut);
      await guestHeader(loggingOut).waitFor();
      await guestHeader(page).waitFor();
      // Whatever the still-open checkout does after the logout must not write them back: wait for its writes to settle.
      await cartSyncSettled([page, loggingOut]);
      const leftover = async () =>
        (await storedEntries(page)).filter((entry) => personal.some((text) => entry.includes(text)));
      await expect.poll(leftover, SETTLE).toEqual([]);
      // The open form shows none of them either, and a reload of the checkout brings none back.
      const shown = async () => {
        const values = await Promise.all(
          (await page.locator('input').all()).map((input) => input.inputValue().catch(() => '')),
        );
        return values.filter((value) => personal.some((text) => value.includes(text)));
      };
      expect(await shown()).toEqual([]);
      await page.goto(`${shop.url}/checkout`);
      await page.waitForLoadState('networkidle');
      expect(await shown()).toEqual([]);
      expect(await leftover()).toEqual([]);
      await context.close();
    },
  );
});
