import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
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
import { gotoSettled, widthFlows } from './support/browser';
import { dayAhead, fillPeriod, formClock } from './support/spot';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

let bookings = 0;

/** Books the first free spot for an hour on its own day (each test its own period) and answers the spot's card. */
async function bookSpot(page: Page): Promise<{ where: string; sku: string }> {
  bookings += 1;
  await gotoSettled(page, `${shop.url}/spot-listing`);
  const form = page.locator('.spot-period-form');
  await fillPeriod(form, { date: dayAhead(40 + bookings, await formClock(page)), start: '09:00', end: '10:00' });
  await form.getByRole('button', { name: 'Show available spots' }).click();
  await page.waitForURL((url) => url.searchParams.get('start') === '09:00');
  const card = page.locator('.spot-card', { has: page.getByRole('button') }).first();
  const spot = {
    where: (await card.locator('.spot-card-where').textContent())!.trim(),
    sku: (await card.getAttribute('data-sku'))!,
  };
  await card.getByRole('button').click();
  await page.locator('.ui-toast', { hasText: 'Product has been added to the cart!' }).waitFor();
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  return spot;
}

const flows = widthFlows();

describe.each([390, 1280])('a parking booking through the checkout at %i px (issue 10)', (width) => {
  const flow = flows.at(width);
  flow.each(['client', 'direct'] as const)(
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
      // The spot's address is said, not asked; the driver is prefilled; the e-mail is not asked again.
      const where = (await listing.locator('.checkout-spot-address').textContent())!;
      expect(spot.where.replace(' · ', '')).toBe(where.replace('Where you park', ''));
      expect(await listing.getByRole('textbox', { name: /Address|Intersection|E-mail/ }).count()).toBe(0);
      expect(await listing.getByLabel("Driver's first name").inputValue()).toBe('Grace');
      expect(await listing.getByLabel("Driver's last name").inputValue()).toBe('Hopper');
      await listing.getByLabel("Driver's phone").fill('+1 555 0100');
      expect(await listing.getByLabel('Country of the plate').inputValue()).toBe('US');
      await listing.getByLabel('Country of the plate').selectOption('IT');
      await listing.getByLabel('Vehicle plate').fill('7ABC123');
      await continueButton(listing).click();
      await listing.getByText('This is not a plate of the chosen country. Check the letters and digits.').waitFor();
      await listing.getByLabel('Vehicle plate').fill('AB 123 CD');
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
