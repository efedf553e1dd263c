import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  addBookingMonths,
  elapsedHours,
  formatBookingPeriod,
  instantOfLocalInputs,
  localInputsOf,
} from '@storefront/core';
import { cheapHashEnv, registeredShopper } from './support/account';
import { gotoSettled, hydrated, widthFlows } from './support/browser';
import { headerCount, openMicrocart, SETTLE } from './support/cart';
import { summaryAfterMicrocart } from './support/checkout';
import {
  addQuotedBooking,
  dayAhead,
  fillPeriod,
  heldMicrocartLine,
  openSpotPage,
  payBookingsWithFakeProvider,
  quoteReady,
} from './support/spot';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
// Customers register here: a cheap password hash keeps that quick. Every shopper of this file is one client
// (127.0.0.1) to the bookings' per-client limit, which the file's pages together pass within a minute.
shopAndBrowserPerFile(
  (started) => ({ shop, browser } = started),
  cheapHashEnv({}, { bookings: { rateLimit: { max: 1000, windowMs: 60_000 } } }),
);

const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const POLICY =
  'Cancellation policy: Free cancellation until 24 hours before the start; after that, 50% of the price is kept. ' +
  'A booking cannot be cancelled once it has started.';

async function shopper(width: number, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** The places of `sku` free over the period, as the availability endpoint answers them. */
async function freePlaces(page: Page, sku: string, mode: 'hourly' | 'monthly', from: number, to: number) {
  const url = new URL(`${shop.url}/api/ext/spots/availability`);
  url.searchParams.set('mode', mode);
  url.searchParams.set('from', new Date(from).toISOString());
  url.searchParams.set('to', new Date(to).toISOString());
  url.searchParams.set('skus', sku);
  const reply = (await (await page.request.get(url.toString())).json()) as { result: Array<{ free: number }> };
  return reply.result[0]!.free;
}

const dollars = (text: string | null) => Number(/\$([\d,]+\.\d{2})/.exec(text ?? '')![1]!.replace(/,/g, ''));
const cents = (amount: number) => Math.round(amount * 100);

/** The thank-you page's pass: its code, QR code and calendar link; answers the booking page's link. */
async function passShown(page: Page): Promise<string> {
  const passes = page.locator('.thank-you-passes');
  expect(await passes.locator('.booking-code strong').textContent()).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  expect(await passes.locator('.booking-qr svg').count()).toBe(1);
  const calendar = (await passes.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!;
  const ics = await page.request.get(`${shop.url}${calendar}`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  return (await passes.getByRole('link', { name: 'Manage this booking' }).getAttribute('href'))!;
}

const flows = widthFlows();

describe.each([
  [390, 0],
  [1280, 1],
])('a booking’s life at %i px', (width, round) => {
  const flow = flows.at(width);
  flow(
    'books a month from the spot page, shows it once in local time, pays, shows the pass, cancels with its refund and frees the place',
    async () => {
      const { context, page } = await shopper(width);
      const { form, zone, ...spot } = await openSpotPage(page, shop.url, round);
      const zoneNote = await form.locator('.spot-zone').textContent();
      const date = dayAhead(90 + round * 7, zone);
      await fillPeriod(form, { mode: 'monthly', date, start: '08:00', months: '1' });
      const from = instantOfLocalInputs(date, '08:00', zone)!;
      const to = addBookingMonths(from, 1, zone);
      const period = formatBookingPeriod(from, to, zone);
      await form.locator('.spot-quote-period', { hasText: period }).waitFor();
      await quoteReady(form);
      const freeBefore = await freePlaces(page, spot.sku, 'monthly', from, to);
      await addQuotedBooking(page, form);

      // Once, in local time, in the microcart and in the checkout.
      const line = await heldMicrocartLine(page, spot.sku);
      expect(await line.getByTestId('microcart-line-period').textContent()).toBe(`Monthly: ${period}`);
      expect((await line.textContent())!.split(period)).toHaveLength(2);
      expect(await line.textContent()).not.toMatch(ISO);
      const summary = await summaryAfterMicrocart(page);
      expect(await summary.locator('.cart-line-period').textContent()).toBe(`Monthly: ${period}`);
      expect((await summary.textContent())!.split(period)).toHaveLength(2);
      expect(await summary.textContent()).not.toMatch(ISO);

      // The policy before paying, then the pass and the calendar link.
      expect(await payBookingsWithFakeProvider(page)).toBe(POLICY);
      const manage = await passShown(page);
      expect(await page.locator('.thank-you-passes .booking-period').textContent()).toBe(period);
      expect(await freePlaces(page, spot.sku, 'monthly', from, to)).toBe(freeBefore - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The booking's page says the policy, cancels for free, shows the refund; the place is free again.
      await gotoSettled(page, `${shop.url}${manage}`);
      // The car park's clock is named as the spot page named it (`EST`), not by its IANA id.
      expect(await page.locator('.booking-extend-zone').textContent()).toBe(zoneNote);
      expect(await page.locator('.booking-policy').textContent()).toBe(POLICY.replace('Cancellation policy: ', ''));
      expect(await page.locator('.booking-cancel').textContent()).toContain('Cancelling now is free.');
      await page.getByRole('button', { name: 'Cancel this booking' }).click();
      const refund = page.locator('.booking-refund');
      await refund.waitFor();
      expect(await refund.textContent()).toMatch(/^Refunded: \$\d[\d,]*\.\d{2}$/);
      expect(await page.locator('.booking-pass .booking-cancelled').textContent()).toBe('Cancelled');
      expect(await freePlaces(page, spot.sku, 'monthly', from, to)).toBe(freeBefore);
      await context.close();
    },
  );

  flow('charges an hourly booking across a daylight-saving change for the hours it really lasts', async () => {
    const { context, page } = await shopper(width);
    const { form, zone, ...spot } = await openSpotPage(page, shop.url, 2 + round);
    expect(zone).toBe('America/New_York');
    // The night the clocks go back (the first Sunday of November: 00:00–03:00 lasts four hours) at 390 px, the
    // night they go forward (the second Sunday of March: 00:00–04:00 lasts three) at 1280, in the coming year.
    const year = Number(localInputsOf(Date.now(), zone).date.slice(0, 4)) + 1;
    const night = round === 0 ? nthSunday(year, 11, 1) : nthSunday(year, 3, 2);
    const end = round === 0 ? '03:00' : '04:00';
    const from = instantOfLocalInputs(night, '00:00', zone)!;
    const to = instantOfLocalInputs(night, end, zone)!;
    const hours = elapsedHours(from, to);
    expect(hours).toBe(round === 0 ? 4 : 3);
    const rate = dollars(await page.getByTestId('spot-rate-hourly').textContent());
    await fillPeriod(form, { date: night, start: '00:00', end });
    const period = formatBookingPeriod(from, to, zone);
    await form.locator('.spot-quote-period', { hasText: period }).waitFor();
    await quoteReady(form);
    expect(cents(dollars(await form.locator('.spot-quote-price').textContent()))).toBe(cents(rate * hours));
    await addQuotedBooking(page, form);
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);

    const panel = await openMicrocart(page);
    const line = panel.locator(`[data-sku="${spot.sku}"]`);
    expect(await line.getByTestId('microcart-line-period').textContent()).toBe(`Hourly: ${period}`);
    const charged = dollars(await line.getByTestId('microcart-line-price').textContent());
    // The line's price before the booking tax: the real hours at the hourly rate.
    expect(cents(charged)).toBe(cents(rate * hours));
    const summary = await summaryAfterMicrocart(page);
    expect(cents(dollars(await summary.locator('.cart-line-price').textContent()))).toBe(cents(charged));

    await payBookingsWithFakeProvider(page);
    await passShown(page);
    const order = page.locator('.order-details');
    await order.waitFor();
    expect(await order.textContent()).toContain(`$${charged.toFixed(2)}`);
    await context.close();
  });

  flow(
    'extends a booking from its page: new end, price and availability first, paid once with the fake provider; without JavaScript the quote and the cancel still work',
    async () => {
      const { context, page } = await shopper(width);
      const { form, zone, ...spot } = await openSpotPage(page, shop.url, 2 + round);
      const date = dayAhead(120 + round * 3, zone);
      await fillPeriod(form, { date, start: '10:00', end: '12:00' });
      await quoteReady(form);
      const rate = dollars(await page.getByTestId('spot-rate-hourly').textContent());
      await addQuotedBooking(page, form);
      await payBookingsWithFakeProvider(page);
      const manage = await passShown(page);

      await gotoSettled(page, `${shop.url}${manage}`);
      await hydrated(page);
      expect(await page.locator('.booking-pass h2').textContent()).toBe(spot.name);
      const extend = page.locator('.booking-extend');
      // Not later than the current end: said next to the field, nothing quoted.
      await extend.getByLabel('New end time').fill('11:00');
      await extend.getByRole('button', { name: 'Check price and availability' }).click();
      await extend.getByText("The new end must be after the booking's current end.").waitFor();
      expect(await extend.locator('[id$="-end-error"]').textContent()).toBe(
        "The new end must be after the booking's current end.",
      );
      expect(await extend.locator('.booking-extend-quote').count()).toBe(0);

      await extend.getByLabel('New end time').fill('14:00');
      await extend.getByRole('button', { name: 'Check price and availability' }).click();
      const quote = extend.locator('.booking-extend-quote');
      await quote.waitFor().catch(async (error: unknown) => {
        throw new Error(`no quote; the page says: ${await extend.textContent()}`, { cause: error });
      });
      const from = instantOfLocalInputs(date, '10:00', zone)!;
      const newPeriod = formatBookingPeriod(from, instantOfLocalInputs(date, '14:00', zone)!, zone);
      expect(await quote.locator('.booking-extend-period').textContent()).toBe(`New period: ${newPeriod}`);
      expect(await quote.locator('.booking-extend-free').textContent()).toBe('The place is free for the extra time.');
      const extra = dollars(await quote.locator('.booking-extend-price').textContent());
      expect(extra).toBeGreaterThanOrEqual(rate * 2);

      // Without JavaScript the same page quotes too, and says the online payment needs a script.
      const noJs = await shopper(width, false);
      await noJs.page.goto(`${shop.url}${manage}`);
      const plain = noJs.page.locator('.booking-extend');
      await plain.getByLabel('New end time').fill('13:00');
      await plain.getByRole('button', { name: 'Check price and availability' }).click();
      await noJs.page.waitForLoadState();
      await plain
        .locator('.booking-extend-quote')
        .waitFor()
        .catch(async (error: unknown) => {
          throw new Error(`no quote at ${noJs.page.url()}: ${await noJs.page.locator('body').innerText()}`, {
            cause: error,
          });
        });
      expect(await plain.locator('.booking-extend-period').textContent()).toBe(
        `New period: ${formatBookingPeriod(from, instantOfLocalInputs(date, '13:00', zone)!, zone)}`,
      );
      await plain.getByText('Paying the extension needs JavaScript. Please enable it and try again.').waitFor();
      await noJs.context.close();

      const before = await bookingJson(page, manage);
      // A double click opens one payment; approved, the booking runs to the new end, charged once.
      const [popup] = await Promise.all([page.waitForEvent('popup'), quote.locator('[data-fake-paypal]').dblclick()]);
      expect(await popup.locator('.amount').textContent()).toBe(`${extra.toFixed(2)} USD`);
      await popup.getByRole('button', { name: 'Approve payment' }).click();
      await extend.locator('.booking-extended').waitFor();
      expect(await extend.locator('.booking-extended').textContent()).toBe(
        `Extended: your booking now runs ${newPeriod}.`,
      );
      await expect.poll(() => page.locator('.booking-pass .booking-period').textContent(), SETTLE).toBe(newPeriod);
      const after = await bookingJson(page, manage);
      expect(after.to).toBe(new Date(instantOfLocalInputs(date, '14:00', zone)!).toISOString());
      expect(cents(after.paid)).toBe(cents(before.paid) + cents(extra));
      expect(page.context().pages()).toHaveLength(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();

      // Cancelled without JavaScript: both captures come back.
      const later = await shopper(width, false);
      await later.page.goto(`${shop.url}${manage}`);
      await later.page.getByRole('button', { name: 'Cancel this booking' }).click();
      await later.page.waitForLoadState();
      expect(await later.page.locator('.booking-refund').textContent()).toBe(`Refunded: $${after.paid.toFixed(2)}`);
      await later.context.close();
    },
  );

  flow(
    'a customer extends a monthly booking from My bookings by a month: priced on the booking page, paid once',
    async () => {
      const shopperAccount = await registeredShopper(shop);
      const { context, page } = await shopper(width);
      const login = await context.request.post(`${shop.url}/api/user/login`, {
        data: { username: shopperAccount.email, password: shopperAccount.password },
        headers: { 'X-Session-Cookie': '1' },
      });
      expect(login.status()).toBe(200);
      const { form, zone, ...spot } = await openSpotPage(page, shop.url, round);
      const date = dayAhead(150 + round * 40, zone);
      await fillPeriod(form, { mode: 'monthly', date, start: '07:00', months: '1' });
      await quoteReady(form);
      await addQuotedBooking(page, form);
      await payBookingsWithFakeProvider(page, '7ABC123', {
        firstName: shopperAccount.firstname,
        lastName: shopperAccount.lastname,
        email: shopperAccount.email,
      });

      await gotoSettled(page, `${shop.url}/my-account/bookings`);
      const item = page.locator('.bookings-list li', { hasText: spot.name });
      const extend = item.locator('.booking-extend');
      expect(await extend.getByLabel('More months').inputValue()).toBe('1');
      await extend.getByRole('button', { name: 'Check price and availability' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/booking/'));
      const quote = page.locator('.booking-extend-quote');
      await quote.waitFor();
      const from = instantOfLocalInputs(date, '07:00', zone)!;
      const twoMonths = formatBookingPeriod(from, addBookingMonths(from, 2, zone), zone);
      expect(await quote.locator('.booking-extend-period').textContent()).toBe(`New period: ${twoMonths}`);
      const [popup] = await Promise.all([page.waitForEvent('popup'), quote.locator('[data-fake-paypal]').click()]);
      await popup.getByRole('button', { name: 'Approve payment' }).click();
      await page.locator('.booking-extended').waitFor();
      await expect.poll(() => page.locator('.booking-pass .booking-period').textContent(), SETTLE).toBe(twoMonths);
      // My bookings shows the new period too.
      await gotoSettled(page, `${shop.url}/my-account/bookings`);
      expect(await item.locator('.booking-period').textContent()).toBe(twoMonths);
      await context.close();
    },
  );
});

/** The `nth` Sunday of a month (`YYYY-MM-DD`), counted on the calendar alone. */
function nthSunday(year: number, month: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((7 - first) % 7) + (nth - 1) * 7;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The booking as the API answers it to its link. */
async function bookingJson(page: Page, manage: string) {
  const url = new URL(`${shop.url}${manage}`);
  const id = url.pathname.split('/').pop()!;
  const reply = await page.request.get(`${shop.url}/api/ext/bookings/${id}?link=${url.searchParams.get('link')}`);
  return ((await reply.json()) as { result: { to: string; paid: number } }).result;
}
