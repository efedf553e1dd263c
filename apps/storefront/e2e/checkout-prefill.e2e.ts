import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { cheapHashEnv, registeredShopper, type TestShopper } from './support/account';
import { navigateInApp, pageWithOneInCart, SETTLE } from './support/cart';
import { continueButton, fillPersonal, loggedInWithOneInCart, section, stepsReady } from './support/checkout';
import { customerAddress } from '../../../packages/core/src/user/test-support/customer-address';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';
import { widthFlows } from './support/browser';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

// A customer's saved default address in Chicago, Illinois, under another name than the account's.
const DEFAULT_ADDRESS = customerAddress({
  id: undefined,
  customer_id: undefined,
  firstname: 'Augusta',
  lastname: 'King',
  street: ['Lake Shore Drive', '7'],
  city: 'Chicago',
  postcode: '60601',
  region: { region_code: 'IL', region: 'Illinois', region_id: 23 },
  region_id: 23,
  telephone: '+1 312 555 0100',
  default_shipping: true,
});

async function customerWithAddress(): Promise<TestShopper> {
  return registeredShopper(shop, 'Ada', [DEFAULT_ADDRESS]);
}

const flows = widthFlows();

describe.each([390, 1280])('the Shipping step prefilled at %i px (issue 21)', (width) => {
  const flow = flows.at(width);
  flow("carries a guest's names from Personal details into the shipping address", async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await pageWithOneInCart(context, shop);
    await navigateInApp(page, '/checkout');
    await stepsReady(page);
    await fillPersonal(page, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
    await continueButton(section(page, 'personal')).click();
    const shipping = section(page, 'shipping');
    await expect.poll(() => shipping.getByLabel('First name').inputValue(), SETTLE).toBe('Grace');
    expect(await shipping.getByLabel('Last name').inputValue()).toBe('Hopper');
    expect(await shipping.getByLabel('Street name').inputValue()).toBe('');

    // A name typed there stays when Personal details change and Shipping opens again.
    await shipping.getByLabel('First name').fill('Amazing Grace');
    await continueButton(shipping).click();
    await section(page, 'personal').getByRole('button', { name: 'Edit: Personal details' }).click();
    await section(page, 'personal').getByLabel('Last name').fill('Murray');
    await continueButton(section(page, 'personal')).click();
    await expect.poll(() => shipping.getByLabel('First name').inputValue(), SETTLE).toBe('Amazing Grace');
    expect(await shipping.getByLabel('Last name').inputValue()).toBe('Hopper');
    await context.close();
  });

  flow("preselects a customer's default shipping address, and Continue takes it as it is", async () => {
    const { context, page } = await loggedInWithOneInCart(shop, browser, await customerWithAddress(), width);
    await navigateInApp(page, '/checkout');
    await stepsReady(page);
    await continueButton(section(page, 'personal')).click();

    const shipping = section(page, 'shipping');
    const toDefault = shipping.getByLabel('Ship to my default address');
    await expect.poll(() => toDefault.isChecked(), SETTLE).toBe(true);
    expect(await shipping.getByLabel('First name').inputValue()).toBe('Augusta');
    expect(await shipping.getByLabel('Street name').inputValue()).toBe('Lake Shore Drive');
    expect(await shipping.getByLabel('City').inputValue()).toBe('Chicago');
    expect(await shipping.getByLabel('Zip-code').inputValue()).toBe('60601');
    await continueButton(shipping).click();
    await section(page, 'payment').getByLabel('Cash on delivery').waitFor();

    // Unticked, the address is for another one: empty, the names kept.
    await shipping.getByRole('button', { name: 'Edit: Shipping' }).click();
    await toDefault.uncheck();
    expect(await shipping.getByLabel('Street name').inputValue()).toBe('');
    expect(await shipping.getByLabel('First name').inputValue()).toBe('Augusta');
    await context.close();
  });

  flow('preselects the default address without JavaScript too', async () => {
    const { context } = await loggedInWithOneInCart(shop, browser, await customerWithAddress(), width);
    const html = await (await context.request.get(`${shop.url}/checkout`)).text();
    expect(html).toMatch(/<input[^>]*name="shipToDefault"[^>]*checked/);
    expect(html).toMatch(/<input[^>]*name="shippingDetails\.streetAddress"[^>]*value="Lake Shore Drive"/);
    await context.close();
  });
});
