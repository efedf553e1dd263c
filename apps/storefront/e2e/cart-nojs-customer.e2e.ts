import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cheapHashEnv, loginViaModal, registeredShopper } from './support/account';
import { findDocuments } from './support/catalogue';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';
import { gotoSettled } from './support/browser';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

interface Doc {
  sku: string;
  name: string;
  url_path: string;
  hourly_rate?: number;
  stock?: { is_in_stock?: boolean };
  custom_options?: unknown[];
}

describe("a customer's cart without JavaScript (issue 9, decision 6)", () => {
  it('is found by the session on another device: a no-JS add shows in the logged-in JS page', async () => {
    const shopper = await registeredShopper(shop);
    const [product] = (
      await findDocuments<Doc>(
        shop,
        'product',
        [{ term: { type_id: 'simple' } }, { term: { visibility: 4 } }, { range: { price: { gt: 0 } } }],
        'size=50',
      )
    ).filter((doc) => !doc.hourly_rate && doc.stock?.is_in_stock !== false && !doc.custom_options?.length);
    if (!product) throw new Error('No simple product in the demo catalogue');

    const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const laptopPage = await laptop.newPage();
    laptopPage.setDefaultTimeout(10_000);
    await gotoSettled(laptopPage, shop.url + '/');
    await loginViaModal(laptopPage, shopper);

    // Another device without JavaScript, with the same session cookies and no guest cart of its own.
    const session = (await laptop.cookies()).filter((cookie) => cookie.name === 'sf_at' || cookie.name === 'sf_rt');
    expect(session.map((cookie) => cookie.name).sort()).toEqual(['sf_at', 'sf_rt']);
    const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    await phone.addCookies(session);
    const phonePage = await phone.newPage();
    phonePage.setDefaultTimeout(10_000);
    await phonePage.goto(`${shop.url}/${product.url_path}`);
    await phonePage.locator('form.product-form button[type=submit]').click();
    await phonePage.waitForLoadState();
    expect(await phonePage.locator('.ui-toast').allTextContents()).toContain('Product has been added to the cart!');
    expect((await phone.cookies()).some((cookie) => cookie.name === 'sf_cart')).toBe(false);

    await gotoSettled(laptopPage, `${shop.url}/cart`);
    expect(await laptopPage.locator('.cart-line-name').allTextContents()).toEqual([product.name]);
    await laptop.close();
    await phone.close();
  });
});
