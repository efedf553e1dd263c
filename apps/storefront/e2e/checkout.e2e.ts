import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeReport } from './support/axe';
import { watchConsole, widthFlows } from './support/browser';
import { addToCart, headerCount, navigateInApp, plainProducts, SETTLE } from './support/cart';
import {
  continueButton,
  fillAddress,
  fillPersonal,
  focused,
  orderStatus,
  section,
  stepsReady,
  toReview,
} from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

async function shopperWithCart(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const [product] = await plainProducts(shop, 'simple', 1);
  await page.goto(`${shop.url}/${product!.url_path}`);
  await addToCart(page);
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  return page;
}

async function toCheckout(page: Page, how: 'client' | 'direct') {
  if (how === 'direct') await page.goto(`${shop.url}/checkout`);
  else await navigateInApp(page, '/checkout');
  await stepsReady(page);
}

const flows = widthFlows();

describe.each([390, 1280])('the checkout with JavaScript at %i px (issue 10)', (width) => {
  const flow = flows.at(width);
  flow.each(['client', 'direct'] as const)(
    'shows each validation message, opens the next section only when valid, and moves the focus (%s)',
    async (how) => {
      const page = await shopperWithCart(width);
      const problems = watchConsole(page);
      await toCheckout(page, how);
      const personal = section(page, 'personal');
      await personal.getByLabel('First name').fill('A');
      await personal.getByLabel('E-mail address').fill('not-an-address');
      await personal.getByLabel('I want to create an account').check();
      await personal.getByLabel('Password', { exact: true }).fill('short');
      await personal.getByLabel('Repeat password').fill('other');
      await continueButton(personal).click();
      // The validation loads when the shopper first touches the form, so its first messages may follow the click.
      await expect
        .poll(() => personal.locator('.ui-field-error').allTextContents())
        .toEqual([
          'Name must have at least 2 letters.',
          'Field is required',
          'Please provide valid e-mail address.',
          'Password must have at least 8 letters.',
          'Passwords must be identical.',
        ]);
      await expect.poll(() => focused(page)).toBe('personalDetails-firstName');
      expect(await section(page, 'shipping').getByLabel('City').count()).toBe(0);

      await personal.getByLabel('I want to create an account').uncheck();
      await fillPersonal(page);
      await continueButton(personal).click();
      await expect.poll(() => focused(page)).toBe('checkout-shipping-title');

      const shipping = section(page, 'shipping');
      await shipping.getByLabel('Zip-code').fill('12');
      await continueButton(shipping).click();
      expect(await shipping.locator('.ui-field-error').allTextContents()).toEqual(
        expect.arrayContaining(['Field is required', 'Zip-code must have at least 3 letters.']),
      );
      await fillAddress(shipping);
      await continueButton(shipping).click();
      await expect.poll(() => focused(page)).toBe('checkout-payment-title');

      const payment = section(page, 'payment');
      await payment.getByLabel('My billing address is the same as my shipping address').uncheck();
      await payment.getByLabel('Tax ID').fill('12');
      await continueButton(payment).click();
      expect(await payment.locator('.ui-field-error').allTextContents()).toEqual(
        expect.arrayContaining(['Field is required', 'Tax ID must have at least 3 letters.']),
      );
      await payment.getByLabel('My billing address is the same as my shipping address').check();
      await payment.getByLabel('Tax ID').fill('DE123');
      await continueButton(payment).click();

      const review = section(page, 'review');
      await review.getByRole('button', { name: 'Place the order' }).click();
      expect(await review.locator('.ui-field-error').allTextContents()).toEqual([
        'You must accept the terms and conditions.',
      ]);
      expect(await focused(page)).toBe('checkout-terms');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  flow('keeps the entered sections and the open one across a reload', async () => {
    const page = await shopperWithCart(width);
    await toCheckout(page, 'direct');
    await fillPersonal(page);
    await continueButton(section(page, 'personal')).click();
    const shipping = section(page, 'shipping');
    await fillAddress(shipping);
    await page.reload();
    await stepsReady(page);
    // Shipping is still the open section, with what was typed; personal details are done and kept.
    expect(await shipping.getByLabel('City').inputValue()).toBe('Springfield');
    expect(await section(page, 'personal').getByLabel('First name').count()).toBe(0);
    await section(page, 'personal').getByRole('button', { name: /Edit/ }).click();
    expect(await section(page, 'personal').getByLabel('E-mail address').inputValue()).toBe('grace@example.com');
    expect(await axeReport(page)).toBe('');
    await page.context().close();
  });

  flow.each(['client', 'direct'] as const)(
    'places a guest order with cash on delivery once, however often the button is clicked (%s)',
    async (how) => {
      const page = await shopperWithCart(width);
      await toCheckout(page, how);
      await toReview(page);
      const review = section(page, 'review');
      // The review's totals are the server cart's, which now knows the chosen shipping method.
      await review.locator('.cart-total--shipping').waitFor();
      await review.getByLabel('I accept the terms and conditions').check();
      const orders: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/order') orders.push(request.method());
      });
      await review.getByRole('button', { name: 'Place the order' }).click({ clickCount: 2 });
      await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
      await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
      const orderId = new URL(page.url()).searchParams.get('order')!;
      const number = (await orderStatus(shop.url, orderId)).result?.order_number;
      expect(number).toMatch(/^\d{9}$/);
      expect(await page.locator('.checkout-order-number').textContent()).toBe(`Your order number is ${number}.`);
      expect(orders).toEqual(['POST']);
      await expect.poll(() => headerCount(page), SETTLE).toBe(0);
      // The next visit starts a new, empty checkout.
      await page.goto(`${shop.url}/checkout`);
      await page.getByText('Shopping cart is empty. Please add some products before entering Checkout').waitFor();
      await page.context().close();
    },
  );
});
