import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeReport } from './support/axe';
import { addToCart, headerCount, noJsShopperWithCart, SETTLE } from './support/cart';
import { listedProducts } from './support/catalogue';
import {
  checkoutFromMicrocart,
  continueButton,
  fillAddress,
  fillBillingOnly,
  fillPersonal,
  orderStatus,
  section,
  unshippedFieldsAsked,
} from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';
import { widthFlows } from './support/browser';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

interface PricedProduct {
  sku: string;
  url_path: string;
  price: number;
  special_price?: number | null;
  custom_options?: unknown[];
}

/** What a line of one costs in the cart: the price plus the booking tax (10.25 %). */
const cartPrice = (product: PricedProduct) => Math.round(product.price * 1.1025 * 100) / 100;

/** A plain product of `type` (no custom options, no special price) whose cart price passes `fits`. */
async function productCosting(type: string, fits: (price: number) => boolean): Promise<PricedProduct> {
  const found = await listedProducts<PricedProduct>(shop, type, 'size=200&sort=id:asc', [
    { terms: { 'stock.is_in_stock': [true] } },
  ]);
  const product = found.find(
    (doc) =>
      (!Array.isArray(doc.custom_options) || doc.custom_options.length === 0) &&
      !doc.special_price &&
      fits(cartPrice(doc)),
  );
  if (!product) throw new Error(`no ${type} product at the wanted price`);
  return product;
}

/** One method as the Delivery page promises it: its name and its price ('Free' for a free one). */
interface PromisedMethod {
  name: string;
  price: string;
  freeFrom?: string;
}

/** The shopper reads the Delivery page, reached from the footer of the home page. */
async function readDeliveryPage(page: Page): Promise<PromisedMethod[]> {
  await page.goto(shop.url);
  await page.locator('footer.site-footer a[href="/delivery"]').click();
  await page.waitForURL((url) => url.pathname === '/delivery');
  await page.getByRole('heading', { name: 'Options and prices' }).waitFor();
  const items = await page.locator('#main li:has(strong)').all();
  return Promise.all(
    items.map(async (item) => {
      const name = (await item.locator('strong').textContent())!.trim();
      const text = (await item.textContent())!;
      const price = /\$\d+\.\d{2}/.exec(text)?.[0] ?? (/\bfree\b/i.test(text) ? 'Free' : '?');
      const freeFrom = /free on orders of (\$\d+) or more/.exec(text)?.[1];
      return { name, price, ...(freeFrom && { freeFrom }) };
    }),
  );
}

/** The Shipping step's methods as the shopper reads them: each radio's label. */
async function offeredMethods(page: Page): Promise<string[]> {
  const labels = await section(page, 'shipping').locator('.checkout-method label').allTextContents();
  return labels.map((label) => label.replace(/\s+/g, ' ').trim());
}

async function shopperAt(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Adds the product from its page and proceeds to checkout from the microcart, as a shopper does. */
async function buyAndProceed(page: Page, product: PricedProduct) {
  await page.goto(`${shop.url}/${product.url_path}`);
  await addToCart(page);
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  await checkoutFromMicrocart(page);
}

/** The review's text as shown (its totals' segments read 'title' then 'value', with no space between). */
async function reviewTotals(page: Page) {
  const review = section(page, 'review');
  await review.getByLabel('I accept the terms and conditions').waitFor();
  return (await review.textContent())!.replace(/\s+/g, ' ');
}

const flows = widthFlows();

describe.each([390, 1280])('shipping as the Delivery page promises it, at %i px (issue 21)', (width) => {
  const flow = flows.at(width);
  flow(
    'a US shopper finds the Delivery page’s methods and prices in the Shipping step, and pays what was promised',
    async () => {
      const page = await shopperAt(width);
      const promised = await readDeliveryPage(page);
      expect(promised.map((method) => method.name)).toEqual(['Standard', 'Express', 'Pick-up']);
      expect(promised.find((method) => method.name === 'Standard')?.freeFrom).toBe('$50');

      await buyAndProceed(page, await productCosting('simple', (price) => price > 5 && price < 40));
      await fillPersonal(page);
      await continueButton(section(page, 'personal')).click();
      await expect.poll(() => offeredMethods(page)).toEqual(promised.map((m) => `${m.name} ${m.price}`));
      const shipping = section(page, 'shipping');
      expect(await shipping.getByLabel('Standard').isChecked()).toBe(true);
      expect(await axeReport(page)).toBe('');
      await shipping.getByLabel('Express').check();
      await fillAddress(shipping);
      await continueButton(shipping).click();
      const payment = section(page, 'payment');
      await payment.getByLabel('Cash on delivery').check();
      await continueButton(payment).click();
      const express = promised.find((method) => method.name === 'Express')!.price;
      await expect.poll(() => reviewTotals(page), SETTLE).toContain(`Shipping & Handling (Express)${express}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    },
  );

  flow('ships Standard for free once the cart passes the threshold, in the Shipping step and the totals', async () => {
    const page = await shopperAt(width);
    await buyAndProceed(page, await productCosting('simple', (price) => price >= 55 && price < 200));
    await fillPersonal(page);
    await continueButton(section(page, 'personal')).click();
    await expect.poll(() => offeredMethods(page)).toEqual(['Standard Free', 'Express $9.95', 'Pick-up Free']);
    const shipping = section(page, 'shipping');
    expect(await shipping.getByLabel('Standard').isChecked()).toBe(true);
    await fillAddress(shipping);
    await continueButton(shipping).click();
    const payment = section(page, 'payment');
    await payment.getByLabel('Cash on delivery').check();
    await continueButton(payment).click();
    await expect.poll(() => reviewTotals(page), SETTLE).toContain('Shipping & Handling (Standard)$0.00');
    await page.context().close();
  });

  flow(
    'a downloadable-only cart skips Shipping and asks no street, apartment or city, then is paid and placed',
    async () => {
      const page = await shopperAt(width);
      await buyAndProceed(page, await productCosting('downloadable', (price) => price > 1));
      expect(await section(page, 'shipping').count()).toBe(0);
      await fillPersonal(page);
      await continueButton(section(page, 'personal')).click();
      const payment = section(page, 'payment');
      await payment.getByLabel('First name').waitFor();
      expect(await unshippedFieldsAsked(payment)).toBe(0);
      expect(await payment.getByLabel('Cash on delivery').count()).toBe(0);
      expect(await axeReport(page)).toBe('');
      await fillBillingOnly(payment);
      await payment.getByLabel('Paypal').check();
      await continueButton(payment).click();
      const review = section(page, 'review');
      expect(await reviewTotals(page)).not.toContain('Shipping & Handling');
      await review.getByLabel('I accept the terms and conditions').check();
      const [popup] = await Promise.all([page.waitForEvent('popup'), review.locator('[data-fake-paypal]').click()]);
      await popup.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/thank-you', { timeout: 20_000 });
      const orderId = new URL(page.url()).searchParams.get('order')!;
      expect((await orderStatus(shop.url, orderId)).result?.order_number).toMatch(/^\d{9}$/);
      await page.context().close();
    },
  );
});

describe.each([390, 1280])('shipping without JavaScript at %i px (issue 21)', (width) => {
  const flow = flows.at(width);
  flow('the one-form checkout offers the methods with their prices, and places the order with Pick-up', async () => {
    const { context, page } = await noJsShopperWithCart(shop, browser, { viewport: { width, height: 900 } });
    await page.goto(`${shop.url}/checkout`);
    expect(await offeredMethods(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Standard (\$4\.95|Free)$/), 'Express $9.95', 'Pick-up Free']),
    );
    await fillPersonal(page);
    const shipping = section(page, 'shipping');
    await fillAddress(shipping);
    await shipping.getByLabel('Apartment number').fill('');
    await shipping.getByLabel('Pick-up').check();
    await section(page, 'payment').getByLabel('Cash on delivery').check();
    await section(page, 'review').getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
    await context.close();
  });

  flow('a downloadable-only cart shows no Shipping section and no street, apartment or city', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const product = await productCosting('downloadable', (price) => price > 1);
    await page.goto(`${shop.url}/${product.url_path}`);
    await page.locator('form.product-form button[type=submit]').click();
    await page.waitForLoadState();
    await page.goto(`${shop.url}/checkout`);
    expect(await section(page, 'shipping').count()).toBe(0);
    const payment = section(page, 'payment');
    expect(await payment.getByLabel('Zip-code').count()).toBe(1);
    expect(await unshippedFieldsAsked(payment)).toBe(0);
    await context.close();
  });
});
