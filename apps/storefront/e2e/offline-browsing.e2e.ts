import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cheapHashEnv, loggedInHeader, loginViaModal, registeredShopper } from './support/account';
import { pageShown, VIEWPORTS, widthFlows } from './support/browser';
import { findDocuments } from './support/catalogue';
import { gridTiles } from './support/listing';
import { cacheContents, cached, controlledPage, untilInPage } from './support/service-worker';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv(), { serviceWorkers: 'allow' });

const CATEGORY = '/women/women-20';
const productPrice = (page: Page) => page.locator('.product-info .product-price').textContent();

/** Home → category → product by clicking, as a shopper browses (client-side navigations: `.data` requests). */
async function browseToProduct(page: Page): Promise<{ tile: string; product: string; name: string }> {
  // At phone width the categories are behind the menu button.
  const toggle = page.locator('.menu-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator(`.main-nav a[href="${CATEGORY}"]`).first().click();
  await pageShown(page);
  await page.locator('.listing-products .product-tile').first().waitFor();
  const [name, tile, product] = (await gridTiles(page))[0]!;
  await page.locator(`.listing-products a[href="${product}"]`).first().click();
  await pageShown(page);
  await page.locator('.product-info .product-price').waitFor();
  // The worker keeps the pages once it has answered them: wait for the anonymous copies of both documents.
  await cached(page, shop.url + CATEGORY);
  await cached(page, shop.url + product);
  return { tile, product, name };
}

async function expectCategoryWithTiles(page: Page, tile: string) {
  await page.locator('.listing-products .product-tile').first().waitFor();
  expect((await gridTiles(page)).map(([, text]) => text)).toContain(tile);
}

async function expectProduct(page: Page, name: string, tile: string) {
  await page.locator('.product-info .product-price').waitFor();
  expect(await page.locator('h1').first().textContent()).toContain(name);
  const price = (await productPrice(page))!.trim();
  expect(price).toMatch(/\$\d+\.\d{2}/);
  expect(tile).toContain(price.replace(/\s+/g, ' ').split(' ')[0]);
}

const flows = widthFlows();

describe.each(VIEWPORTS)('offline browsing at $width px', (viewport) => {
  const flow = flows.at(viewport.width);
  flow('opens a visited category and product offline on a direct load and a reload', async () => {
    const context = await browser.newContext({ viewport });
    const page = await controlledPage(context, shop.url + '/');
    const { tile, product, name } = await browseToProduct(page);

    await context.setOffline(true);
    await page.goto(shop.url + CATEGORY, { waitUntil: 'load' });
    await expectCategoryWithTiles(page, tile);
    await page.reload({ waitUntil: 'load' });
    await expectCategoryWithTiles(page, tile);

    await page.goto(shop.url + product, { waitUntil: 'load' });
    await expectProduct(page, name, tile);
    await page.reload({ waitUntil: 'load' });
    await expectProduct(page, name, tile);
    // And back to the category by a client-side navigation, from the kept data.
    await page.goBack();
    await pageShown(page);
    await expectCategoryWithTiles(page, tile);
    await context.close();
  });

  flow('sends a page never visited to the offline page, which goes home and hands the message over', async () => {
    const [unvisited] = await findDocuments<{ url_path: string }>(shop, 'product', [{ terms: { visibility: [2, 4] } }]);
    const context = await browser.newContext({ viewport });
    const page = await controlledPage(context, shop.url + '/');
    await cached(page, shop.url + '/');
    await context.setOffline(true);
    await page.goto(`${shop.url}/${unvisited!.url_path}`, { waitUntil: 'load' });
    await page.waitForURL(shop.url + '/');
    await page.locator('#main').waitFor();
    // The offline-ui part shows the message and clears the flag; this part hands it over.
    const flag = await page.evaluate(() => sessionStorage.getItem('storefront:offline-redirect'));
    const notice = page.getByText('The product, category or CMS page is not available in Offline mode.');
    expect(flag === '1' || (await notice.isVisible())).toBe(true);
    // Went by `replace`: Back returns to the page before, not to the one that is not available.
    await page.goBack({ waitUntil: 'load' });
    expect(page.url()).toBe(shop.url + '/');
    expect(await page.locator('#offline-message').count()).toBe(0);
    await context.close();
  });
});

describe.each(flows.pick(VIEWPORTS))('a first visit at $width px', (viewport) => {
  it('keeps a first visit for offline, with no reload: the page it opened on and the pages browsed after', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // A fresh browser: the page it opens on is loaded before any worker exists.
    await page.goto(shop.url + '/', { waitUntil: 'load' });
    // The browser's first worker takes the open page over as soon as it is active, and keeps a copy of it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await cached(page, shop.url + '/');
    const { tile, product, name } = await browseToProduct(page);

    await context.setOffline(true);
    await page.goto(shop.url + product, { waitUntil: 'load' });
    await expectProduct(page, name, tile);
    await page.goto(shop.url + CATEGORY, { waitUntil: 'load' });
    await expectCategoryWithTiles(page, tile);
    // The home page it opened on is the shop's, not the offline page.
    await page.goto(shop.url + '/', { waitUntil: 'load' });
    await page.locator('#main[data-path="/"]').waitFor();
    expect(await page.locator('#offline-message').count()).toBe(0);
    await context.close();
  });
});

describe('a logged-in shopper offline', () => {
  it('keeps only anonymous copies of pages, none of the account or the cart, and stays logged in offline', async () => {
    const shopper = await registeredShopper(shop, 'Offline');
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    const page = await controlledPage(context, shop.url + '/');
    await loginViaModal(page, shopper);
    const { tile, product } = await browseToProduct(page);
    await page.goto(shop.url + '/my-account', { waitUntil: 'load' });
    await loggedInHeader(page, shopper).waitFor();
    await page.goto(shop.url + product, { waitUntil: 'load' });
    // The cart's answers pass through the worker too: none of them may be kept.
    const cartAnswer = page.waitForResponse((response) => response.url().includes('/api/cart/'));
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await cartAnswer;
    await cached(page, shop.url + product);

    const token = await page.evaluate(() =>
      Object.values(localStorage).find((value) => /^"?[\w-]+\.[\w-]+\.[\w-]+"?$/.test(value ?? '')),
    );
    const entries = await cacheContents(page);
    const urls = entries.map((entry) => new URL(entry.url).pathname);
    expect(urls).toContain(CATEGORY);
    expect(urls.filter((url) => /^\/(my-account|api\/(cart|order|user))/.test(url))).toEqual([]);
    for (const entry of entries) {
      expect(entry.body).not.toContain(shopper.email);
      if (token) expect(entry.body).not.toContain(token.replace(/"/g, ''));
    }

    await context.setOffline(true);
    await page.goto(shop.url + CATEGORY, { waitUntil: 'load' });
    await expectCategoryWithTiles(page, tile);
    await loggedInHeader(page, shopper).waitFor();
    await page.reload({ waitUntil: 'load' });
    await loggedInHeader(page, shopper).waitFor();
    // The account page is never kept: offline it is the offline page. Home was kept as the guest saw it ('no
    // session'), so it went at login: were it served now, it would log the shopper out.
    await page.goto(shop.url + '/my-account', { waitUntil: 'load' });
    await page.locator('#offline-message').waitFor();
    await page.goto(shop.url + '/', { waitUntil: 'load' });
    await page.locator('#offline-message').waitFor();
    await page.goto(shop.url + CATEGORY, { waitUntil: 'load' });
    await loggedInHeader(page, shopper).waitFor();
    await context.setOffline(false);
    await context.close();
  });
});

describe('a guest who logs in', () => {
  it('is not logged out offline by a page the worker kept while they were a guest', async () => {
    const shopper = await registeredShopper(shop, 'Kept');
    const context = await browser.newContext({ viewport: VIEWPORTS[1] });
    const page = await controlledPage(context, shop.url + '/');
    // Home was answered to a guest (no cookies): the worker keeps it as it is, saying 'no session'.
    await cached(page, shop.url + '/');
    await loginViaModal(page, shopper);
    await loggedInHeader(page, shopper).waitFor();
    // The login alone (no page answered since) makes the worker forget what it kept for the guest.
    await untilInPage(page, async (home) => (await caches.match(home)) === undefined, shop.url + '/');
    const storedToken = () => page.evaluate(() => localStorage.getItem('shop/user/current-token'));
    const before = await storedToken();
    expect(before).toContain('.');

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.locator('#offline-message').waitFor();
    expect(await storedToken()).toEqual(before);
    await context.setOffline(false);
    await page.goto(shop.url + '/', { waitUntil: 'load' });
    await loggedInHeader(page, shopper).waitFor();
    await context.close();
  });
});
