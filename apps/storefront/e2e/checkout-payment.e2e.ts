import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cheapHashEnv, registeredShopper, type TestShopper } from './support/account';
import { watchConsole } from './support/browser';
import { headerCount, navigateInApp, plainProducts, SETTLE } from './support/cart';
import { continueButton, loggedInWithOneInCart, orderStatus, section, stepsReady } from './support/checkout';
import { cashOnDeliveryOrder } from './support/order-body';
import { customerAddress } from '../../../packages/core/src/user/test-support/customer-address';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
// A short provider timeout, so 'Never answer' turns into the 504 message within the test.
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv({ PAYMENT_TIMEOUT_MS: '2000' }));

// Ada's address in Springfield, US, as a new customer's: no id of its own yet (JSON leaves the undefined ones out).
const DEFAULT_ADDRESS = customerAddress({
  id: undefined,
  customer_id: undefined,
  region: { region_code: 'CA', region: 'California', region_id: 12 },
  region_id: 12,
  telephone: '555 0100',
  default_shipping: true,
});

/** A customer with a default shipping address, registered through the API. */
async function customerWithAddress(): Promise<TestShopper> {
  return registeredShopper(shop, undefined, [DEFAULT_ADDRESS]);
}

/** Logged in, one product in the cart, the checkout open (by a link in the app or by typing its address). */
async function checkoutAsCustomer(width: number, how: 'client' | 'direct') {
  const shopper = await customerWithAddress();
  let problems: string[] = [];
  const { page } = await loggedInWithOneInCart(shop, browser, shopper, width, (opened) => {
    problems = watchConsole(opened);
  });
  if (how === 'direct') await page.goto(`${shop.url}/checkout`);
  else await navigateInApp(page, '/checkout');
  await stepsReady(page);
  return { page, shopper, problems };
}

/** Personal details from the account, the default address, 'Paypal': the review with the provider's button. */
async function toPaymentButton(page: Page) {
  const personal = section(page, 'personal');
  expect(await personal.getByLabel('First name').inputValue()).toBe('Ada');
  await continueButton(personal).click();
  const shipping = section(page, 'shipping');
  await shipping.getByLabel('Ship to my default address').check();
  expect(await shipping.getByLabel('City').inputValue()).toBe('Springfield');
  await continueButton(shipping).click();
  const payment = section(page, 'payment');
  await payment.getByLabel('Paypal').check();
  await continueButton(payment).click();
  const review = section(page, 'review');
  await review.getByLabel('I accept the terms and conditions').check();
  const button = review.getByRole('group', { name: 'Pay with Paypal' }).getByRole('button', { name: 'Paypal' });
  await button.waitFor();
  return button;
}

/** Clicks the provider's button and answers in its window like a shopper; the shop's page then closes it. */
async function payInPopup(page: Page, button: ReturnType<Page['locator']>, answer: string, width: number) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.setViewportSize({ width: Math.min(width, 480), height: 700 });
  const choice = popup.getByRole('button', { name: answer });
  await choice.waitFor();
  // The approval window fits a phone: no sideways scrolling, the three choices on screen.
  expect(await popup.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await choice.click();
  await popup.waitForEvent('close');
}

const orderIdOf = (page: Page) => page.locator('input[name="orderId"]').inputValue();
/** The payment's answer, by the payment button in the review step where the shopper is looking. */
const shownMessage = (page: Page) => section(page, 'review').locator('.checkout-action-message[role="alert"]');

/** Whether the whole of the element is inside the viewport, as the shopper sees the page now. */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });

describe.each([390, 1280])('the payment-provider button at %i px (issue 10)', (width) => {
  it('places nothing for a declined payment or a closed window, then places the approved order once (client)', async () => {
    const { page, shopper, problems } = await checkoutAsCustomer(width, 'client');
    const button = await toPaymentButton(page);
    const orderId = await orderIdOf(page);

    await payInPopup(page, button, 'Decline payment', width);
    await expect.poll(() => shownMessage(page).textContent()).toContain('The payment was declined.');
    expect(await onScreen(shownMessage(page))).toBe(true);
    expect((await orderStatus(shop.url, orderId)).result).toBeNull();

    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await popup.getByRole('button', { name: 'Approve payment' }).waitFor();
    await popup.close();
    await expect
      .poll(() => shownMessage(page).textContent())
      .toContain('The payment was cancelled. You can try again.');
    expect((await orderStatus(shop.url, orderId)).result).toBeNull();

    const completes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/ext/paypal/complete') completes.push(request.method());
    });
    await payInPopup(page, button, 'Approve payment', width);
    await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
    const number = (await orderStatus(shop.url, orderId)).result?.order_number;
    expect(number).toMatch(/^\d{9}$/);
    expect(await page.locator('.checkout-order-number').textContent()).toBe(`Your order number is ${number}.`);
    expect(completes).toEqual(['POST']);
    await expect.poll(() => headerCount(page), SETTLE).toBe(0);

    // The order is the customer's: in the account's order history, once.
    await navigateInApp(page, '/my-account/orders');
    const main = page.locator('#main');
    await main.getByRole('link', { name: new RegExp(number!) }).waitFor();
    expect(await main.getByRole('link', { name: new RegExp(number!) }).count()).toBe(1);
    expect(await loginStillShown(page, shopper)).toBe(true);
    expect(problems.filter((problem) => !/402|Payment Required/.test(problem))).toEqual([]);
    await page.context().close();
  });
});

// The provider's answers are the same at every width: each of these runs at one (the run above covers both).
describe('the payment-provider button at 1280 px, another tab (issue 10)', () => {
  const width = 1280;
  it('refunds the payment of an order another tab placed meanwhile, and says nothing was charged (client)', async () => {
    const { page, shopper, problems } = await checkoutAsCustomer(width, 'client');
    const button = await toPaymentButton(page);
    // The button's script is the one the API names (GET /api/ext/paypal/config), in the API's currency.
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
    expect(scripts).toContain(`${shop.url}/api/ext/paypal/fake/sdk.js?currency=USD`);
    const orderId = await orderIdOf(page);
    const [product] = await plainProducts(shop, 'simple', 1, 2);
    await placeOnDelivery(orderId, product!.sku, shopper.email);
    const placed = (await orderStatus(shop.url, orderId)).result?.order_number;
    expect(placed).toMatch(/^\d{9}$/);
    const created: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/api/ext/paypal/create') return;
      void response.json().then((body: { result: { id: string } }) => created.push(body.result.id));
    });

    await payInPopup(page, button, 'Approve payment', width);
    await expect
      .poll(() => shownMessage(page).textContent())
      .toContain('This order_id was already used for a different order. You have not been charged.');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(created).toHaveLength(1);
    const payment = await fetch(`${shop.url}/api/ext/paypal/fake/orders/${created[0]}`);
    expect(((await payment.json()) as { result: unknown }).result).toMatchObject({
      status: 'COMPLETED',
      refunded: true,
    });
    // The other tab's order stands, unchanged.
    expect((await orderStatus(shop.url, orderId)).result?.order_number).toBe(placed);
    expect(problems.filter((problem) => !/422|Unprocessable/.test(problem))).toEqual([]);
    await page.context().close();
  });
});

describe('the payment-provider button at 390 px, a provider that never answers (issue 10)', () => {
  const width = 390;
  it('says nothing was charged when the provider never answers, then the approval places it (direct)', async () => {
    const { page } = await checkoutAsCustomer(width, 'direct');
    const button = await toPaymentButton(page);
    const orderId = await orderIdOf(page);
    await payInPopup(page, button, 'Never answer', width);
    await expect
      .poll(() => shownMessage(page).textContent(), { timeout: 10_000 })
      .toContain('The payment provider did not answer. You have not been charged.');
    expect((await orderStatus(shop.url, orderId)).result).toBeNull();

    await payInPopup(page, button, 'Approve payment', width);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    expect((await orderStatus(shop.url, orderId)).result?.order_number).toMatch(/^\d{9}$/);
    await page.context().close();
  });
});

/** What another tab of the same checkout sends (it shares the stored order id): the order paid on delivery. */
async function placeOnDelivery(orderId: string, sku: string, email: string) {
  const address = { ...DEFAULT_ADDRESS, region: 'California', email };
  const reply = await fetch(`${shop.url}/api/order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(cashOnDeliveryOrder({ address, products: [{ sku, qty: 1, price: 10 }], order_id: orderId })),
  });
  expect(reply.status).toBe(200);
}

async function loginStillShown(page: Page, shopper: TestShopper): Promise<boolean> {
  return (
    (await page
      .getByRole('banner')
      .getByRole('link', { name: `My account, ${shopper.firstname}` })
      .count()) === 1
  );
}
