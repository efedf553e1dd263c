import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addBookingMonths } from '@storefront/core';
import { axeReport } from './support/axe';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';
import { gotoSettled, pageShown } from './support/browser';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function shopper(width: number, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** `YYYY-MM-DDTHH:mm` in UTC, the listing's field value. */
const field = (ms: number) => new Date(ms).toISOString().slice(0, 16);
/** The spec's date format, HH:mm D/M/YYYY, in UTC as the booking rules count. */
const specDate = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} ${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
};

/** A whole UTC hour `days` days ahead: each test books its own period, so they do not take each other's places. */
const startIn = (days: number) => Math.ceil(Date.now() / HOUR) * HOUR + days * DAY;

const value = (card: Locator, label: string) =>
  card
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

/** The first spot with exactly one place: filling it takes one booking. */
async function singlePlaceSpot(page: Page): Promise<{ card: Locator; name: string; sku: string }> {
  for (const card of await page.locator('.spot-card').all()) {
    if ((await value(card, 'Places')) === '1')
      return {
        card,
        name: (await card.getByRole('heading').textContent())!,
        sku: (await card.getAttribute('data-sku'))!,
      };
  }
  throw new Error('No spot with one place in the demo catalogue');
}

const toasts = (page: Page) => page.locator('.ui-toast').allTextContents();

describe.each([
  [390, 30],
  [1280, 60],
])('booking parking spots at %i px (issue 9)', (width, days) => {
  it('books a spot for an hour without JavaScript, then refuses the taken period to the next shopper', async () => {
    const from = startIn(days);
    const path = `/spot-listing?mode=hourly&start=${field(from)}&end=${field(from + HOUR)}`;
    const first = await shopper(width, false);
    const second = await shopper(width, false);
    await first.page.goto(shop.url + path);
    // The second shopper has the listing open (the spot still free) while the first books it.
    await second.page.goto(shop.url + path);
    expect(await first.page.locator('.spot-period').textContent()).toBe(
      `Hourly: ${specDate(from)} – ${specDate(from + HOUR)}`,
    );
    const spot = await singlePlaceSpot(first.page);
    expect(await value(spot.card, 'Places free')).toBe('1');
    expect(await value(spot.card, 'Price for the period')).toMatch(/^\$\d/);
    expect(await first.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await spot.card.getByRole('button', { name: `Add to cart: ${spot.name}` }).click();
    await first.page.waitForLoadState();
    expect(await toasts(first.page)).toContain('Product has been added to the cart!');
    const after = first.page.locator(`.spot-card[data-sku="${spot.sku}"]`);
    expect(await value(after, 'Places free')).toBe('0');
    expect(await value(after, 'Availability')).toBe('Booked');
    expect(await after.getByRole('button').count()).toBe(0);

    await first.page.goto(`${shop.url}/cart`);
    const line = first.page.locator(`.cart-line[data-sku="${spot.sku}"]`);
    expect(await line.locator('.cart-line-period').textContent()).toBe(
      `Hourly: ${specDate(from)} – ${specDate(from + HOUR)}`,
    );

    const stale = second.page.locator(`.spot-card[data-sku="${spot.sku}"]`);
    await stale.getByRole('button', { name: `Add to cart: ${spot.name}` }).click();
    await second.page.waitForLoadState();
    expect(await toasts(second.page)).toContain('This spot is not available for the chosen period.');
    await second.page.goto(`${shop.url}/cart`);
    expect(await second.page.locator('.cart-line').count()).toBe(0);
    await first.context.close();
    await second.context.close();
  });

  it('books a spot for a month, with JavaScript, and the cart page shows the monthly line', async () => {
    const from = startIn(days + 2);
    const { context, page } = await shopper(width, true);
    await gotoSettled(page, `${shop.url}/spot-listing`);
    await page.getByLabel('Monthly', { exact: true }).check();
    await page.getByLabel('Start (UTC)').fill(field(from));
    await page.getByLabel('Months, monthly').fill('1');
    await page.getByRole('button', { name: 'Show available spots' }).click();
    await page.waitForURL(/mode=monthly/);
    const to = new Date(addBookingMonths(from, 1));
    await page.locator('.spot-period', { hasText: `Monthly: ${specDate(from)} – ${specDate(to.getTime())}` }).waitFor();
    const card = page.locator('.spot-card', { has: page.getByRole('button') }).first();
    const sku = (await card.getAttribute('data-sku'))!;
    await card.getByRole('button').click();
    await page.locator('.ui-toast', { hasText: 'Product has been added to the cart!' }).waitFor();
    expect(await axeReport(page)).toBe('');
    await gotoSettled(page, `${shop.url}/cart`);
    expect(await page.locator(`.cart-line[data-sku="${sku}"] .cart-line-period`).textContent()).toBe(
      `Monthly: ${specDate(from)} – ${specDate(to.getTime())}`,
    );
    await context.close();
  });

  it('refuses a period that ends before it starts, with the API message', async () => {
    const from = startIn(days + 4);
    const { context, page } = await shopper(width, false);
    await page.goto(`${shop.url}/spot-listing?mode=hourly&start=${field(from)}&end=${field(from - HOUR)}`);
    expect(await page.getByRole('alert').textContent()).toBe('The booking must end after it starts.');
    expect(await page.locator('.spot-card button').count()).toBe(0);
    await context.close();
  });

  it.each([true, false])(
    "sends Add to cart on a spot's product page to the spot listing (JavaScript %s)",
    async (javaScriptEnabled) => {
      const { context, page } = await shopper(width, javaScriptEnabled);
      await page.goto(shop.url + '/spot-listing');
      const href = await page.locator('.spot-card h2 a').first().getAttribute('href');
      // A client-side navigation from the listing with scripts, a direct load without them.
      if (javaScriptEnabled) await page.locator('.spot-card h2 a').first().click();
      else await page.goto(shop.url + href!);
      await page.waitForURL((url) => url.pathname === href);
      await page.locator('.product-form').getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForURL((url) => url.pathname === '/spot-listing');
      await pageShown(page);
      await page.locator('.ui-toast').first().waitFor({ state: 'attached' });
      expect(await toasts(page)).toContain('Choose the period of your booking on the spot listing.');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Parking - Available Spots');
      await context.close();
    },
  );
});
