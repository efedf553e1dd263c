import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { headerCount, navigateInApp, SETTLE } from './support/cart';
import {
  continueButton,
  fillBillingOnly,
  fillPersonal,
  orderStatus,
  section,
  stepsReady,
  unshippedFieldsAsked,
} from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';
import { gotoSettled } from './support/browser';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const field = (ms: number) => new Date(ms).toISOString().slice(0, 16);

const value = (card: Locator, label: string) =>
  card
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

let bookings = 0;

/** Books the first free spot for an hour on its own day (each test its own period) and answers the spot's card. */
async function bookSpot(page: Page): Promise<{ address: string; intersection: string; sku: string }> {
  bookings += 1;
  const from = Math.ceil(Date.now() / HOUR) * HOUR + (40 + bookings) * DAY;
  await gotoSettled(page, `${shop.url}/spot-listing?mode=hourly&start=${field(from)}&end=${field(from + HOUR)}`);
  const card = page.locator('.spot-card', { has: page.getByRole('button') }).first();
  const spot = {
    address: (await value(card, 'Address'))!.trim(),
    intersection: (await value(card, 'Intersection'))!.trim(),
    sku: (await card.getAttribute('data-sku'))!,
  };
  await card.getByRole('button').click();
  await page.locator('.ui-toast', { hasText: 'Product has been added to the cart!' }).waitFor();
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  return spot;
}

describe.each([390, 1280])('a parking booking through the checkout at %i px (issue 10)', (width) => {
  it.each(['client', 'direct'] as const)(
    'asks for listing details prefilled from the spot, skips shipping, pays with the button (%s)',
    async (how) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const spot = await bookSpot(page);
      if (how === 'direct') await page.goto(`${shop.url}/checkout`);
      else await navigateInApp(page, '/checkout');
      await stepsReady(page);

      const headings = await page.locator('.checkout-section h2').allTextContents();
      expect(headings).toEqual(['1 Personal details', '2 Listing details', '3 Payment', '4 Order review']);
      await fillPersonal(page);
      await continueButton(section(page, 'personal')).click();

      const listing = section(page, 'listing');
      expect(await listing.getByLabel('Address', { exact: true }).inputValue()).toBe(spot.address);
      expect(await listing.getByLabel('Intersection').inputValue()).toBe(spot.intersection);
      expect(await listing.getByLabel('First name').inputValue()).toBe('Grace');
      expect(await listing.getByLabel('E-mail address').inputValue()).toBe('grace@example.com');
      await listing.getByLabel('Phone').fill('+1 555 0100');
      await continueButton(listing).click();

      const payment = section(page, 'payment');
      // Nothing to ship: no shipping address to copy, and no cash on delivery for a virtual-only cart.
      expect(await payment.getByLabel('My billing address is the same as my shipping address').count()).toBe(0);
      expect(await payment.getByLabel('Cash on delivery').count()).toBe(0);
      // Nothing goes to a door: the billing address asks no street, apartment or city.
      expect(await unshippedFieldsAsked(payment)).toBe(0);
      await fillBillingOnly(payment);
      await payment.getByLabel('Paypal').check();
      await continueButton(payment).click();

      const review = section(page, 'review');
      expect(await review.locator(`.cart-line[data-sku="${spot.sku}"] .cart-line-period`).textContent()).toMatch(
        /^Hourly: /,
      );
      await review.getByLabel('I accept the terms and conditions').check();
      const [popup] = await Promise.all([page.waitForEvent('popup'), review.locator('[data-fake-paypal]').click()]);
      await popup.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/thank-you', { timeout: 20_000 });
      const orderId = new URL(page.url()).searchParams.get('order')!;
      const number = (await orderStatus(shop.url, orderId)).result?.order_number;
      expect(number).toMatch(/^\d{9}$/);
      expect(await page.locator('.checkout-order-number').textContent()).toBe(`Your order number is ${number}.`);
      await expect.poll(() => headerCount(page), SETTLE).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    },
  );
});
