import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { cheapHashEnv, loggedInHeader, newShopper, readOutbox, registeredShopper } from './support/account';
import { navigateInApp, pageWithOneInCart, SETTLE } from './support/cart';
import { widthFlows, widths } from './support/browser';
import { continueButton, fillAddress, fillPersonal, orderStatus, section, stepsReady } from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

const flows = widthFlows();

describe.each(widths())('creating an account in the checkout at %i px (issue 10)', (width) => {
  const flow = flows.at(width);
  flow('registers the guest, then places the order as the new customer and mails the confirmation', async () => {
    const shopper = newShopper('Grace');
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await pageWithOneInCart(context, shop);
    await page.goto(`${shop.url}/checkout`);
    await stepsReady(page);

    const person = { firstName: shopper.firstname, lastName: shopper.lastname, email: shopper.email };
    await fillPersonal(page, person);
    const personal = section(page, 'personal');
    await personal.getByLabel('I want to create an account').check();
    await personal.getByLabel('Password', { exact: true }).fill(shopper.password);
    await personal.getByLabel('Repeat password').fill(shopper.password);
    await continueButton(personal).click();
    await fillAddress(section(page, 'shipping'), person);
    await continueButton(section(page, 'shipping')).click();
    await section(page, 'payment').getByLabel('Cash on delivery').check();
    await continueButton(section(page, 'payment')).click();
    const review = section(page, 'review');
    await review.getByLabel('I accept the terms and conditions').check();
    await review.getByRole('button', { name: 'Place the order' }).click();

    await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
    await loggedInHeader(page, shopper).waitFor();
    const orderId = new URL(page.url()).searchParams.get('order')!;
    const number = (await orderStatus(shop.url, orderId)).result?.order_number;
    expect(number).toMatch(/^\d{9}$/);
    await expect
      .poll(async () => (await readOutbox(shop, shopper.email)).map((mail) => mail.kind), SETTLE)
      .toEqual(expect.arrayContaining(['welcome', 'order-confirmation']));
    // The password is never kept in the browser's storage, nor the wish to create an account.
    const stored = await page.evaluate(() => localStorage.getItem('shop/checkout/personal-details'));
    expect(stored).not.toContain(shopper.password);
    expect((JSON.parse(stored ?? '{}') as { value?: unknown }).value).toMatchObject({
      createAccount: false,
      password: '',
    });
    await context.close();
  });

  flow('logs a customer in from the personal details, and the checkout then holds their name and e-mail', async () => {
    const shopper = await registeredShopper(shop, 'Ada');
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await pageWithOneInCart(context, shop);
    await navigateInApp(page, '/checkout');
    await stepsReady(page);
    const personal = section(page, 'personal');
    await personal.getByText('Already have an account?').waitFor();
    await personal.getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await dialog.getByLabel('E-mail address').fill(shopper.email);
    await dialog.getByLabel('Password').fill(shopper.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await loggedInHeader(page, shopper).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Still on the checkout, now the customer's: their e-mail is in the form, and no more offer to log in.
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await personal.getByText('Already have an account?').waitFor({ state: 'detached' });
    const valueOf = (id: string) =>
      page.evaluate((field) => (document.getElementById(field) as HTMLInputElement | null)?.value, id);
    await expect.poll(() => valueOf('personalDetails-emailAddress'), SETTLE).toBe(shopper.email);
    expect(await valueOf('personalDetails-firstName')).toBe(shopper.firstname);
    await context.close();
  });
});
