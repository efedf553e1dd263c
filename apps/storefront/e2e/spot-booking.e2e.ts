import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { addBookingMonths, formatBookingPeriod, instantOfLocalInputs } from '@storefront/core';
import { axeReport } from './support/axe';
import { hydrated, widthFlows } from './support/browser';
import { summaryAfterMicrocart } from './support/checkout';
import { headerCount, openMicrocart, SETTLE } from './support/cart';
import { addQuotedBooking, dayAhead, fillPeriod, heldMicrocartLine, openSpotPage, quoteReady } from './support/spot';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

async function shopper(width: number, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** The period as the shop says it, on the spot's clock. */
function said(date: string, start: string, end: string, timeZone: string): string {
  const from = instantOfLocalInputs(date, start, timeZone)!;
  return formatBookingPeriod(from, instantOfLocalInputs(date, end, timeZone)!, timeZone);
}

const HELD =
  /^Held for you until \d{2}:\d{2} \S+\. If the order is not placed by then, the place is released and another driver may book it\.$/;
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const toasts = (page: Page) => page.locator('.ui-toast').allTextContents();

const flows = widthFlows();

describe.each([
  [390, 30],
  [1280, 200],
])('booking a parking spot from its own page at %i px', (width, days) => {
  const flow = flows.at(width);
  flow(
    'shows the rates per hour and month and no quantity, books an hourly period in local time, and the microcart and checkout say it once with its hold',
    async () => {
      const { context, page } = await shopper(width, true);
      const { form, zone, ...spot } = await openSpotPage(page, shop.url, 1);
      expect(await page.getByTestId('spot-rate-hourly').textContent()).toMatch(/^\$\d+\.\d{2} \/ hour$/);
      expect(await page.getByTestId('spot-rate-monthly').textContent()).toMatch(/^\$\d+\.\d{2} \/ month$/);
      expect(await page.locator('.product-page').getByLabel('Quantity').count()).toBe(0);
      expect(await page.locator('.product-page').textContent()).not.toMatch(/Hourly Rate|Monthly Rate/);
      expect((await form.locator('label').allTextContents()).join(' ')).not.toMatch(/UTC/);
      // Only the mode's fields.
      expect(await form.getByLabel('Months', { exact: true }).isVisible()).toBe(false);

      const date = dayAhead(days, zone);
      // Too short: the API's rule, next to the end it concerns.
      await fillPeriod(form, { date, start: '10:00', end: '10:30' });
      await expect
        .poll(
          () =>
            form
              .locator('#spot-end-error')
              .textContent()
              .catch(() => ''),
          SETTLE,
        )
        .toBe('An hourly booking must last at least 60 minutes.');
      await form.getByLabel('Until', { exact: true }).fill('13:00');
      const period = said(date, '10:00', '13:00', zone);
      await form.locator('.spot-quote-period', { hasText: period }).waitFor();
      await quoteReady(form);
      expect(await form.locator('#spot-end-error').count()).toBe(0);
      expect(await form.locator('.spot-quote-price').textContent()).toMatch(/^Price for this period: \$\d/);

      await addQuotedBooking(page, form);
      await expect.poll(() => headerCount(page), SETTLE).toBe(1);

      // Add again: the same booking is not silently a second place; the page asks.
      await hydrated(page);
      await form.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('This spot is already in your cart for this period.').waitFor();
      expect(await form.getByRole('button', { name: 'Book another place' }).isVisible()).toBe(true);
      expect(await headerCount(page)).toBe(1);

      const panel = await openMicrocart(page);
      await expect.poll(() => panel.getByTestId('microcart-line-hold').count(), SETTLE).toBe(1);
      const line = panel.locator(`[data-sku="${spot.sku}"]`);
      expect(await line.getByTestId('microcart-line-period').textContent()).toBe(`Hourly: ${period}`);
      expect(await line.getByTestId('microcart-line-hold').textContent()).toMatch(HELD);
      const shown = (await line.textContent())!;
      expect(shown.split(period)).toHaveLength(2);
      expect(shown).not.toMatch(ISO);
      expect(await line.getByRole('spinbutton').count()).toBe(0);
      expect(await axeReport(page)).toBe('');

      const summary = await summaryAfterMicrocart(page);
      expect(await summary.locator('.cart-line-period').textContent()).toBe(`Hourly: ${period}`);
      expect(await summary.locator('.cart-line-hold').textContent()).toMatch(HELD);
      expect(await summary.textContent()).not.toMatch(ISO);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    },
  );

  flow('books a monthly period from the spot page, shown once in local time in the microcart', async () => {
    const { context, page } = await shopper(width, true);
    const { form, zone, ...spot } = await openSpotPage(page, shop.url, 2);
    const date = dayAhead(days + 3, zone);
    await fillPeriod(form, { mode: 'monthly', date, start: '08:00', months: '2' });
    expect(await form.getByLabel('Until', { exact: true }).isVisible()).toBe(false);
    const from = instantOfLocalInputs(date, '08:00', zone)!;
    const period = formatBookingPeriod(from, addBookingMonths(from, 2, zone), zone);
    await form.locator('.spot-quote-period', { hasText: period }).waitFor();
    await quoteReady(form);
    await addQuotedBooking(page, form);
    const line = await heldMicrocartLine(page, spot.sku);
    expect(await line.getByTestId('microcart-line-period').textContent()).toBe(`Monthly: ${period}`);
    expect(await line.textContent()).not.toMatch(ISO);
    await context.close();
  });

  flow('books from the spot page without JavaScript: the check and its messages come from the server', async () => {
    const { context, page } = await shopper(width, false);
    const { form, zone, ...spot } = await openSpotPage(page, shop.url, 3);
    const date = dayAhead(days + 6, zone);
    await fillPeriod(form, { date, start: '09:00', end: '09:30' });
    await form.getByRole('button', { name: 'Check availability' }).click();
    await page.waitForLoadState();
    expect(await page.locator('#spot-end-error').textContent()).toBe(
      'An hourly booking must last at least 60 minutes.',
    );
    await form.getByLabel('Until', { exact: true }).fill('11:00');
    await form.getByRole('button', { name: 'Check availability' }).click();
    await page.waitForLoadState();
    const period = said(date, '09:00', '11:00', zone);
    expect(await form.locator('.spot-quote-period').textContent()).toBe(period);
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForLoadState();
    expect(await toasts(page)).toContain('Product has been added to the cart!');
    // The page keeps the period; a second Add asks instead of taking another place.
    expect(await form.getByLabel('Until', { exact: true }).inputValue()).toBe('11:00');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForLoadState();
    await page.getByText('This spot is already in your cart for this period.').waitFor();
    await form.getByRole('button', { name: 'Book another place' }).waitFor();
    await page.goto(`${shop.url}/cart`);
    const line = page.locator(`.cart-line[data-sku="${spot.sku}"]`);
    expect(await line.locator('.cart-line-period').textContent()).toBe(`Hourly: ${period}`);
    expect(await line.locator('.cart-line-hold').textContent()).toMatch(HELD);
    expect(await line.locator('.cart-line-qty-form').count()).toBe(0);
    await context.close();
  });
});
