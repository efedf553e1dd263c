import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, widthFlows } from './support/browser';
import { headerCount, navigateInApp, SETTLE } from './support/cart';
import { continueButton, fillBillingOnly, fillPersonal, section, stepsReady } from './support/checkout';
import { hourlyListingPath } from './support/spot';
import { workerActive } from './support/service-worker';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
// The pass must open offline: this file runs with the service worker.
shopAndBrowserPerFile((started) => ({ shop, browser } = started), {}, { serviceWorkers: 'allow' });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let bookings = 0;

/** The places of `sku` free over the period, as the availability endpoint answers them. */
async function freePlaces(page: Page, sku: string, from: number, to: number): Promise<number> {
  const url = new URL(`${shop.url}/api/ext/spots/availability`);
  url.searchParams.set('mode', 'hourly');
  url.searchParams.set('from', new Date(from).toISOString());
  url.searchParams.set('to', new Date(to).toISOString());
  url.searchParams.set('skus', sku);
  const reply = (await (await page.request.get(url.toString())).json()) as { result: Array<{ free: number }> };
  return reply.result[0]!.free;
}

/** The passes this browser keeps in IndexedDB. */
const keptPasses = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('storefront-passes', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('passes', { keyPath: 'id' });
        open.onsuccess = () => {
          const count = open.result.transaction('passes').objectStore('passes').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(-1);
        };
        open.onerror = () => resolve(-1);
      }),
  );

const flows = widthFlows();

describe.each(flows.pick([390, 1280]))('a parking pass at %i px', (width) => {
  it('books through the listing, pays with the fake provider, shows the pass and calendar, opens it offline, cancels with a refund', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    bookings += 1;
    const from = Math.ceil(Date.now() / HOUR) * HOUR + (60 + bookings) * DAY;
    const to = from + HOUR;
    await gotoSettled(page, `${shop.url}${hourlyListingPath(from, to)}`);
    await workerActive(page);
    const card = page.locator('.spot-card', { has: page.getByRole('button') }).first();
    const sku = (await card.getAttribute('data-sku'))!;
    const freeBefore = await freePlaces(page, sku, from, to);
    await card.getByRole('button').click();
    await page.locator('.ui-toast', { hasText: 'Product has been added to the cart!' }).waitFor();
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);

    await navigateInApp(page, '/checkout');
    await stepsReady(page);
    await fillPersonal(page);
    await continueButton(section(page, 'personal')).click();
    const listing = section(page, 'listing');
    await listing.getByLabel("Driver's phone").fill('+1 555 0100');
    await listing.getByLabel('Vehicle plate').fill('7ABC123');
    await continueButton(listing).click();
    const payment = section(page, 'payment');
    await fillBillingOnly(payment);
    await payment.getByLabel('Paypal').check();
    await continueButton(payment).click();
    const review = section(page, 'review');
    await review.getByLabel('I accept the terms and conditions').check();
    const [popup] = await Promise.all([page.waitForEvent('popup'), review.locator('[data-fake-paypal]').click()]);
    await popup.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/thank-you', { timeout: 30_000 });

    // The pass on the thank-you page: code in groups, the QR code, the policy, the calendar link.
    const passes = page.locator('.thank-you-passes');
    const code = (await passes.locator('.booking-code strong').textContent())!;
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await passes.locator('.booking-qr svg').count()).toBe(1);
    await passes.getByText('Vehicle plate: 7ABC123').waitFor();
    expect(await passes.locator('.booking-policy').textContent()).toContain('Free cancellation until 24 hours');
    const calendar = (await passes.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!;
    const ics = await page.request.get(`${shop.url}${calendar}`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers()['cache-control']).toBe('private, no-store');
    expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(await freePlaces(page, sku, from, to)).toBe(freeBefore - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Kept on the device; with no network the pass page opens from the worker and shows the same code.
    await expect.poll(() => keptPasses(page), SETTLE).toBe(1);
    const manage = (await passes.getByRole('link', { name: 'Manage this booking' }).getAttribute('href'))!;
    await context.setOffline(true);
    await page.goto(`${shop.url}/pass.html`);
    await page.locator('.pass .code strong').waitFor();
    expect(await page.locator('.pass .code strong').textContent()).toBe(code);
    expect(await page.locator('.pass .qr svg').count()).toBe(1);
    await context.setOffline(false);

    // Back online: the booking's page cancels it, the refund shows and the place is free again.
    await gotoSettled(page, `${shop.url}${manage}`);
    expect(await page.locator('.booking-cancel').textContent()).toContain('Cancelling now is free.');
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    const refund = page.locator('.booking-refund');
    await refund.waitFor();
    expect(await refund.textContent()).toMatch(/^Refunded: \$\d+\.\d{2}$/);
    expect(await freePlaces(page, sku, from, to)).toBe(freeBefore);
    await expect.poll(() => keptPasses(page), SETTLE).toBe(0);
    await context.close();
  });
});
