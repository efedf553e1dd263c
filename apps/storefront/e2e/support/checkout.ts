import type { Browser, BrowserContext, ConsoleMessage, Frame, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginViaModal, type TestShopper } from './account';
import { addToCart, headerCount, microcart, openMicrocart, plainProducts, SETTLE } from './cart';
import type { RunningStorefront } from './start-storefront';

/** One checkout section by its name (`personal`, `listing`, `shipping`, `payment`, `review`). */
export const section = (page: Page, name: string): Locator => page.locator(`[data-section="${name}"]`);

export interface CheckoutPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export const GUEST: CheckoutPerson = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };

/** A shopper's address in the shop's default country, the state typed by its name as a shopper types it. */
export const ADDRESS = {
  street: 'Main Street',
  apartment: '5',
  city: 'Springfield',
  zip: '62701',
  country: 'US',
  state: 'Illinois',
  phone: '+1 217 555 0100',
};

type Fields = readonly (readonly [label: string, value: string])[];

/** Fills the fields of `scope` by label, in the order given (a country first clears its state); the country is chosen. */
async function fillIn(scope: Locator, fields: Fields) {
  for (const [label, value] of fields)
    if (label === 'Country') await scope.getByLabel(label).selectOption(value);
    else await scope.getByLabel(label).fill(value);
}

const names = (person: CheckoutPerson): Fields => [
  ['First name', person.firstName],
  ['Last name', person.lastName],
];

const ZIP_COUNTRY_AND_STATE: Fields = [
  ['Zip-code', ADDRESS.zip],
  ['Country', ADDRESS.country],
  ['State / Province', ADDRESS.state],
];

export async function fillPersonal(page: Page, person: CheckoutPerson = GUEST) {
  await fillIn(section(page, 'personal'), [...names(person), ['E-mail address', person.email]]);
}

/** The address fields of the shipping (or the payment) section. */
export async function fillAddress(scope: Locator, person: CheckoutPerson = GUEST) {
  await fillIn(scope, [
    ...names(person),
    ['Street name', ADDRESS.street],
    ['Apartment number', ADDRESS.apartment],
    ['City', ADDRESS.city],
    ...ZIP_COUNTRY_AND_STATE,
    ['Phone number', ADDRESS.phone],
  ]);
}

/**
 * The billing address of a cart with nothing to ship: names, zip, country and state; the test checks that no street,
 * apartment or city is asked.
 */
export async function fillBillingOnly(scope: Locator, person: CheckoutPerson = GUEST) {
  await fillIn(scope, [...names(person), ...ZIP_COUNTRY_AND_STATE]);
}

/** The address fields a cart with nothing to ship never asks for. */
export async function unshippedFieldsAsked(scope: Locator): Promise<number> {
  const counts = await Promise.all(
    ['Street name', 'Apartment number', 'City'].map((label) => scope.getByLabel(label, { exact: true }).count()),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export const continueButton = (scope: Locator) => scope.getByRole('button', { name: 'Continue' });

/** The id of the element that has the focus, or its tag. */
export const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName || '');

/** Personal, shipping and payment (cash on delivery) filled and continued: the review is open. */
export async function toReview(page: Page, person: CheckoutPerson = GUEST) {
  await fillPersonal(page, person);
  await continueButton(section(page, 'personal')).click();
  await fillAddress(section(page, 'shipping'), person);
  await continueButton(section(page, 'shipping')).click();
  await section(page, 'payment').getByLabel('Cash on delivery').check();
  await continueButton(section(page, 'payment')).click();
  await section(page, 'review').getByLabel('I accept the terms and conditions').waitFor();
}

/** Waits until the checkout has read what the browser stored and shows one section at a time. */
/** On the review step: accepts the terms, places the order and waits for the thank-you page. */
export async function placeFromReview(page: Page) {
  const review = section(page, 'review');
  await review.getByLabel('I accept the terms and conditions').check();
  await review.getByRole('button', { name: 'Place the order' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
}

export async function stepsReady(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).first().waitFor();
}

/** The checkout's summary lines, once shown (a phone folds them under the total: the shopper opens it). */
export async function checkoutSummary(page: Page): Promise<Locator> {
  await stepsReady(page);
  const fold = page.locator('.checkout-fold > summary');
  if (await fold.isVisible()) await fold.click();
  const lines = page.locator('.checkout-aside .cart-line, .checkout-fold .cart-line').filter({ visible: true });
  await lines.first().waitFor();
  return lines;
}

/** From the open microcart to the checkout by its checkout link: the summary's lines, once shown. */
export async function summaryAfterMicrocart(page: Page): Promise<Locator> {
  await microcart(page)
    .getByRole('link', { name: /checkout/i })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  return checkoutSummary(page);
}

/** From a page with a filled cart to the checkout, the shopper's way: the microcart's 'Proceed to checkout'. */
export async function checkoutFromMicrocart(page: Page) {
  const panel = await openMicrocart(page);
  // What the page said and where it went meanwhile, for the error if the checkout never opens (seen once in CI, not
  // reproduced since: a navigation that never ended, or a reload of the page it started from).
  const seen: string[] = [];
  const logged = (message: ConsoleMessage) => seen.push(`${message.type()}: ${message.text()}`);
  const loaded = (frame: Frame) => frame === page.mainFrame() && seen.push(`at ${frame.url()}`);
  page.on('console', logged);
  page.on('framenavigated', loaded);
  try {
    await panel.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
  } catch (error) {
    throw new Error(`The checkout did not open (the page is at ${page.url()}); meanwhile: ${JSON.stringify(seen)}`, {
      cause: error,
    });
  } finally {
    page.off('console', logged);
    page.off('framenavigated', loaded);
  }
  await stepsReady(page);
}

/** The placed order's transfer state by its id (see docs/api.md#order-sync-status). */
export async function orderStatus(baseUrl: string, orderId: string) {
  const reply = await fetch(`${baseUrl}/api/sync/order/${encodeURIComponent(orderId)}`);
  return (await reply.json()) as { code: number; result: { order_number?: string } | null };
}

/**
 * `shopper` logged in at `width` px in a browser context of their own, one plain product in the cart, on its page;
 * `watch` gets the page before it loads anything (a console watcher).
 */
export async function loggedInWithOneInCart(
  shop: RunningStorefront,
  browser: Browser,
  shopper: TestShopper,
  width: number,
  watch?: (page: Page) => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watch?.(page);
  const [product] = await plainProducts(shop, 'simple', 1, 2);
  await page.goto(`${shop.url}/`);
  await loginViaModal(page, shopper);
  await page.goto(`${shop.url}/${product!.url_path}`);
  await addToCart(page);
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  return { context, page };
}
