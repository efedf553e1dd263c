import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { noJsShopperWithCart } from './support/cart';
import { ADDRESS, fillAddress, fillPersonal, orderStatus, section } from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';
import { widthFlows } from './support/browser';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const shopperWithCart = (width: number) => noJsShopperWithCart(shop, browser, { viewport: { width, height: 900 } });

/** What the browser would post for the checkout form (read from the page: no scripts run without JavaScript). */
async function postedForm(page: Page): Promise<string> {
  const params = new URLSearchParams();
  for (const control of await page.locator('form.checkout-form :is(input, select)').all()) {
    const name = await control.getAttribute('name');
    const type = await control.getAttribute('type');
    if (!name) continue;
    if ((type === 'checkbox' || type === 'radio') && !(await control.isChecked())) continue;
    params.append(
      name,
      type === 'checkbox' || type === 'radio'
        ? ((await control.getAttribute('value')) ?? 'on')
        : await control.inputValue(),
    );
  }
  return params.toString();
}

const flows = widthFlows();

describe.each([390, 1280])('the checkout without JavaScript at %i px (issue 10)', (width) => {
  const flow = flows.at(width);
  flow('shows every section in one form, keeps the values of a refused post, then places the order', async () => {
    const { context, page } = await shopperWithCart(width);
    await page.goto(`${shop.url}/checkout`);
    // Every section is open at once: one form, no step buttons.
    for (const name of ['personal', 'shipping', 'payment', 'review'])
      expect(await section(page, name).locator('input').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);

    await fillPersonal(page);
    const shipping = section(page, 'shipping');
    await fillAddress(shipping);
    await shipping.getByLabel('Zip-code').fill('12');
    await section(page, 'payment').getByLabel('Cash on delivery').check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await page.waitForLoadState();

    // Back on the checkout with the messages next to their fields, a summary on top and the values kept.
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.getByRole('alert').first().textContent()).toContain('Please correct the fields marked below.');
    expect(await shipping.locator('#shippingDetails-zipCode-error').textContent()).toBe(
      'Zip-code must have at least 3 letters.',
    );
    expect(await shipping.getByLabel('City').inputValue()).toBe(ADDRESS.city);
    expect(await section(page, 'personal').getByLabel('E-mail address').inputValue()).toBe('grace@example.com');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await shipping.getByLabel('Zip-code').fill(ADDRESS.zip);
    await page.getByRole('button', { name: 'Place the order' }).click();
    await page.waitForLoadState();
    // The terms are the last section's rule.
    expect(await section(page, 'review').locator('.ui-field-error').allTextContents()).toEqual([
      'You must accept the terms and conditions.',
    ]);
    const orderId = await page.locator('input[name="orderId"]').inputValue();

    await section(page, 'review').getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
    const number = (await orderStatus(shop.url, orderId)).result?.order_number;
    expect(number).toMatch(/^\d{9}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you for your order!');
    expect(await page.locator('.checkout-order-number').textContent()).toBe(`Your order number is ${number}.`);
    // Without JavaScript too, the browser that placed the order reads it (issue 21): its lines and where it ships.
    const details = page.locator('.order-details');
    expect(await details.getAttribute('data-order-number')).toBe(number);
    expect(await details.locator('.cart-line').count()).toBeGreaterThan(0);
    expect(await details.getByRole('region', { name: 'Shipping address' }).textContent()).toContain('United States');

    // The cart is gone: the checkout refuses to start again.
    await page.goto(`${shop.url}/checkout`);
    expect(await page.getByRole('alert').textContent()).toBe(
      'Shopping cart is empty. Please add some products before entering Checkout',
    );
    await context.close();
  });

  flow('answers a re-post of the same order with the same thank-you page and places it once', async () => {
    const { context, page } = await shopperWithCart(width);
    await page.goto(`${shop.url}/checkout`);
    await fillPersonal(page);
    await fillAddress(section(page, 'shipping'));
    await section(page, 'payment').getByLabel('Cash on delivery').check();
    await section(page, 'review').getByLabel('I accept the terms and conditions').check();
    const form = await postedForm(page);
    const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const post = () =>
      fetch(`${shop.url}/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
        body: form,
        redirect: 'manual',
      });
    const [first, second] = await Promise.all([post(), post()]);
    const statuses = [first.status, second.status].sort();
    // One is placed (303); the other is the same order: its stored reply (303) or "already being placed" (409).
    expect(statuses[0]).toBe(303);
    expect([303, 409]).toContain(statuses[1]);
    const orderId = new URLSearchParams(form).get('orderId')!;
    expect(first.status === 303 ? first.headers.get('location') : second.headers.get('location')).toBe(
      `/checkout/thank-you?order=${orderId}`,
    );
    expect((await orderStatus(shop.url, orderId)).result?.order_number).toMatch(/^\d{9}$/);
    await context.close();
  });

  flow('answers a post that is no checkout form with a 4xx and places nothing', async () => {
    const { context, page } = await shopperWithCart(width);
    const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const post = (contentType: string, body: string) =>
      fetch(`${shop.url}/checkout`, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: cookies },
        body,
        redirect: 'manual',
      });
    expect((await post('application/json', '{"products":[]}')).status).toBe(400);
    // A form with a forged order id and an unknown payment method: refused with the field's message, no order.
    const forged = new URLSearchParams({
      orderId: '../../etc',
      'personalDetails.firstName': 'Grace',
      'paymentDetails.paymentMethod': 'free-money',
      acceptTerms: 'on',
    });
    const refused = await post('application/x-www-form-urlencoded', forged.toString());
    expect(refused.status).toBe(400);
    await page.goto(`${shop.url}/checkout`);
    expect(await section(page, 'review').locator('.cart-line').count()).toBe(1);
    await context.close();
  });
});
