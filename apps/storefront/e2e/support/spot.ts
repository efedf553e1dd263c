import type { Locator, Page } from 'playwright-core';
import { localInputsOf } from '@storefront/core';
import { expect } from 'vitest';
import { gotoSettled, hydrated } from './browser';
import { headerCount, navigateInApp, openMicrocart, SETTLE } from './cart';
import { continueButton, fillBillingOnly, fillPersonal, section, stepsReady, type CheckoutPerson } from './checkout';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The clock a booking form reads its fields on (the spot's IANA zone, as the page names it). */
export async function formClock(page: Page): Promise<string> {
  const zone = await page.locator('[data-time-zone]').first().getAttribute('data-time-zone');
  if (!zone) throw new Error('The booking form names no time zone');
  return zone;
}

/** A day `days` ahead on the zone's clock, as a date field holds it: each test books its own day. */
export function dayAhead(days: number, timeZone: string): string {
  return localInputsOf(Date.now() + days * DAY, timeZone).date;
}

/** Fills the booking fields of a spot's page or the listing, as a shopper types them. */
export async function fillPeriod(
  scope: Locator,
  period: { mode?: 'hourly' | 'monthly'; date: string; start: string; end?: string; months?: string },
): Promise<void> {
  if (period.mode === 'monthly') await scope.getByLabel('By the month').check();
  if (period.mode === 'hourly') await scope.getByLabel('By the hour').check();
  await scope.getByLabel(period.mode === 'monthly' ? 'Start date' : 'Date', { exact: true }).fill(period.date);
  await scope.getByLabel(period.mode === 'monthly' ? 'Start time' : 'From', { exact: true }).fill(period.start);
  if (period.end !== undefined) await scope.getByLabel('Until', { exact: true }).fill(period.end);
  if (period.months !== undefined) await scope.getByLabel('Months', { exact: true }).fill(period.months);
}

/** The listing's card of a spot. */
export const spotCard = (page: Page, sku: string) => page.locator(`.spot-card[data-sku="${sku}"]`);

/** Opens a spot's page from the listing by clicking its name: the spot with `places` places, the first such. */
export async function openSpotFromListing(page: Page, nth = 0): Promise<{ sku: string; name: string }> {
  const card = page.locator('.spot-card').nth(nth);
  const sku = (await card.getAttribute('data-sku'))!;
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('heading').getByRole('link').click();
  await page.locator(`.product-page[data-sku="${sku}"]`).waitFor();
  return { sku, name };
}

/**
 * A spot's page reached as a shopper reaches it (the listing, then the spot's name): the spot, its booking form and
 * the clock the form's fields are read on.
 */
export async function openSpotPage(page: Page, shopUrl: string, nth: number) {
  await gotoSettled(page, `${shopUrl}/spot-listing`);
  const spot = await openSpotFromListing(page, nth);
  await hydrated(page);
  return { ...spot, form: page.locator('.spot-booking-form'), zone: await formClock(page) };
}

/** Adds the period the spot page's form quotes to the cart, and waits for the toast that says so. */
export async function addQuotedBooking(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.ui-toast', { hasText: 'Product has been added to the cart!' }).waitFor();
}

/** In a cart holding only the spot's booking: its line in the opened microcart, once the line says its hold. */
export async function heldMicrocartLine(page: Page, sku: string): Promise<Locator> {
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  const panel = await openMicrocart(page);
  const line = panel.locator(`[data-sku="${sku}"]`);
  await expect.poll(() => line.getByTestId('microcart-line-hold').count(), SETTLE).toBe(1);
  return line;
}

/** Waits for the spot page's answer to say places are free; failing, says what it said instead. */
export async function quoteReady(form: Locator): Promise<void> {
  await form
    .locator('.spot-quote-free')
    .waitFor()
    .catch(async (error: unknown) => {
      const said = await form.locator('.spot-quote, .ui-field-error').allTextContents();
      throw new Error(`no free place shown; the form says: ${JSON.stringify(said)}`, { cause: error });
    });
}

/** The demo's spots are in New York: the listing's period fields are read on that clock. */
export const DEMO_SPOT_TIME_ZONE = 'America/New_York';

/** The spot listing for an hourly period, as its own form writes the URL (date, start and end on the spot's clock). */
export function hourlyListingPath(fromMs: number, toMs: number, timeZone = DEMO_SPOT_TIME_ZONE): string {
  const start = localInputsOf(fromMs, timeZone);
  const end = localInputsOf(toMs, timeZone);
  const params = new URLSearchParams({ mode: 'hourly', date: start.date, start: start.time, end: end.time });
  return `/spot-listing?${params.toString()}`;
}

/**
 * From a page whose cart holds bookings: the checkout as a guest, the driver's phone and plate, paid with the fake
 * provider (its window's Approve), until the thank-you page. Answers the cancellation policy the review showed
 * before the payment.
 */
export async function payBookingsWithFakeProvider(
  page: Page,
  plate = '7ABC123',
  person?: CheckoutPerson,
): Promise<string> {
  await navigateInApp(page, '/checkout');
  await stepsReady(page);
  await fillPersonal(page, person);
  await continueButton(section(page, 'personal')).click();
  const listing = section(page, 'listing');
  await listing.getByLabel("Driver's phone").fill('+1 555 0100');
  await listing.getByLabel('Vehicle plate').fill(plate);
  await continueButton(listing).click();
  const payment = section(page, 'payment');
  await fillBillingOnly(payment, person);
  await payment.getByLabel('Paypal').check();
  await continueButton(payment).click();
  const review = section(page, 'review');
  const policy = (await review.getByTestId('checkout-cancellation-policy').textContent())!;
  await review.getByLabel('I accept the terms and conditions').check();
  const [popup] = await Promise.all([page.waitForEvent('popup'), review.locator('[data-fake-paypal]').click()]);
  await popup.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/thank-you', { timeout: 30_000 });
  return policy;
}
