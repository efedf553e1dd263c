import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeReport } from './support/axe';
import { addToCart, headerCount, navigateInApp } from './support/cart';
import { findDocuments } from './support/catalogue';
import { section } from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';
import { gotoSettled, widthFlows } from './support/browser';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

interface Doc {
  sku: string;
  name: string;
  type_id: string;
  url_path: string;
  price?: number;
  hourly_rate?: number;
  stock?: { is_in_stock?: boolean };
  configurable_children?: Array<{ sku: string; stock?: { is_in_stock?: boolean } }>;
  custom_options?: unknown[];
}

const sellable = (doc: Doc) =>
  !doc.hourly_rate && doc.stock?.is_in_stock !== false && !doc.custom_options?.length && Boolean(doc.url_path);

async function productOf(type: 'simple' | 'configurable'): Promise<Doc> {
  const docs = await findDocuments<Doc>(
    shop,
    'product',
    [
      { term: { type_id: type } },
      { term: { visibility: 4 } },
      { term: { status: 1 } },
      { range: { price: { gt: 0 } } },
    ],
    'size=50',
  );
  const found = docs.find(sellable);
  if (!found) throw new Error(`No ${type} product to add in the demo catalogue`);
  return found;
}

async function noJsPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  // A missing control fails at its own line rather than at the test's time-out.
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** axe needs scripts: the same shopper's page (the same cookies) in a context with JavaScript. */
async function axeWithScripts(noJs: BrowserContext, path: string, width: number): Promise<string> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies(await noJs.cookies());
  const page = await context.newPage();
  await gotoSettled(page, shop.url + path);
  const report = await axeReport(page);
  await context.close();
  return report;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The flash message the server wrote for the last post (shown without JavaScript from a noscript region). */
const toasts = (page: Page) => page.locator('.ui-toast').allTextContents();

async function addFromProductPage(page: Page, product: Doc) {
  await page.goto(`${shop.url}/${product.url_path}`);
  await page.locator('form.product-form button[type=submit]').click();
  await page.waitForLoadState();
  // Back on the product page (303 to the same-origin return path) with the outcome.
  expect(new URL(page.url()).pathname).toBe(`/${product.url_path}`);
  expect(await toasts(page)).toContain('Product has been added to the cart!');
}

const flows = widthFlows();

describe.each([390, 1280])('the cart without JavaScript at %i px (issue 9)', (width) => {
  const flow = flows.at(width);
  flow('adds a simple and a configurable product, changes a quantity, removes a line after confirming it', async () => {
    const { context, page } = await noJsPage(width);
    const simple = await productOf('simple');
    const configurable = await productOf('configurable');

    await addFromProductPage(page, simple);
    await addFromProductPage(page, configurable);
    // The same configuration again raises the quantity of its line (one booking), it adds no second line.
    await addFromProductPage(page, configurable);

    // From the product page to the cart by the header's cart, as a shopper gets there.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Shopping cart');
    const lines = page.locator('.cart-line');
    expect(await lines.count()).toBe(2);
    const names = await page.locator('.cart-line-name').allTextContents();
    expect(names).toContain(simple.name);
    expect(names.some((name) => name.startsWith(configurable.name))).toBe(true);
    const simpleLine = lines.filter({ has: page.getByRole('heading', { name: simple.name, exact: true }) });
    const configLine = lines.filter({ hasNot: page.getByRole('heading', { name: simple.name, exact: true }) });
    expect(await configLine.locator('input[name=qty]').inputValue()).toBe('2');
    expect(await simpleLine.locator('.price').first().textContent()).toMatch(/^\$\d/);
    expect(await page.locator('.cart-totals').textContent()).toMatch(/\$\d/);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);

    // Quantity: 0 is refused with the spec's message and changes nothing; 3 is kept after the 303 (no resubmission).
    await simpleLine.locator('input[name=qty]').fill('0');
    await simpleLine.getByRole('button', { name: 'Update' }).click();
    await page.waitForLoadState();
    expect(await toasts(page)).toContain('Quantity must be above 0.');
    expect(await simpleLine.locator('input[name=qty]').inputValue()).toBe('1');
    await simpleLine.locator('input[name=qty]').fill('3');
    await simpleLine.getByRole('button', { name: 'Update' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe('/cart');
    await page.reload();
    expect(await simpleLine.locator('input[name=qty]').inputValue()).toBe('3');

    // Remove asks first; Cancel keeps the line, OK removes it.
    await simpleLine.getByRole('button', { name: `Remove ${simple.name}` }).click();
    await page.waitForLoadState();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain(simple.name);
    await confirm.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForLoadState();
    expect(await lines.count()).toBe(2);
    await simpleLine.getByRole('button', { name: `Remove ${simple.name}` }).click();
    await page.waitForLoadState();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForLoadState();
    expect(await lines.count()).toBe(1);
    expect(await page.locator('.cart-line-name').allTextContents()).not.toContain(simple.name);

    // A wrong coupon: the API's message.
    await page.getByLabel('Discount code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForLoadState();
    expect(await toasts(page)).toContain("You've entered an incorrect coupon code. Please try again.");

    expect(await axeWithScripts(context, '/cart', width)).toBe('');
    // The checkout shows the same cart.
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await section(page, 'review').locator('.cart-line-name').allTextContents()).toEqual(
      names.filter((n) => n !== simple.name),
    );
    await context.close();
  });

  flow('reaches a category from the home page through the header menu, and shows no wishlist button', async () => {
    const { context, page } = await noJsPage(width);
    await page.goto(shop.url + '/');
    // The wishlist lives in the browser's storage: no control that cannot work is shown.
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Wishlist/ })
        .isVisible(),
    ).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Categories' });
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    // At phone width the categories are behind the Menu button, which opens them without JavaScript too.
    if (width < 768) {
      expect(await menu.isVisible()).toBe(false);
      await toggle.click();
    }
    const category = menu.getByRole('link').first();
    await category.waitFor();
    const name = (await category.textContent())!.trim();
    await category.click();
    await page.waitForLoadState();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(name);
    await context.close();
  });

  flow('shows the empty cart and the empty checkout message', async () => {
    const { context, page } = await noJsPage(width);
    await page.goto(`${shop.url}/cart`);
    expect(await page.locator('.empty-state').textContent()).toBe('Your shopping cart is empty.');
    await page.goto(`${shop.url}/checkout`);
    expect(await page.getByRole('alert').textContent()).toBe(
      'Shopping cart is empty. Please add some products before entering Checkout',
    );
    await context.close();
  });
});

describe.each(flows.pick([390, 1280]))('the cart page with JavaScript at %i px (issue 9)', (width) => {
  it('shows the JS cart, and its forms post through the router and tell the client cart to pull', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const simple = await productOf('simple');
    await gotoSettled(page, `${shop.url}/${simple.url_path}`);
    await addToCart(page);
    // Client-side navigation to the server's cart page: the browser's guest cart is the one the page reads.
    await navigateInApp(page, '/cart');
    const line = page.locator('.cart-line', { has: page.getByRole('heading', { name: simple.name, exact: true }) });
    await line.waitFor();
    expect(await line.locator('input[name=qty]').inputValue()).toBe('1');
    await page.evaluate(() => {
      const w = window as unknown as { cartChanged: number };
      w.cartChanged = 0;
      window.addEventListener('sf:cart-changed', () => (w.cartChanged += 1));
    });
    await line.locator('input[name=qty]').fill('4');
    await line.getByRole('button', { name: 'Update' }).click();
    await page.waitForFunction(() => (window as unknown as { cartChanged: number }).cartChanged > 0);
    expect(await line.locator('input[name=qty]').inputValue()).toBe('4');
    // The listener counted in this very window, so no document was loaded; the client cart pulled: the header counts
    // the new quantity.
    await expect.poll(() => headerCount(page)).toBe(4);
    await context.close();
  });
});

interface OptionDoc extends Doc {
  custom_options?: Array<{ option_id: number; title: string; type: string; is_require?: boolean }>;
}

describe('product options without JavaScript (issue 9)', () => {
  it('refuses a required custom option left empty, then adds the product with the option chosen', async () => {
    const docs = await findDocuments<OptionDoc>(
      shop,
      'product',
      [{ term: { type_id: 'simple' } }, { term: { visibility: 4 } }, { range: { price: { gt: 0 } } }],
      'size=100',
    );
    const product = docs.find(
      (doc) =>
        doc.stock?.is_in_stock !== false &&
        doc.custom_options?.some((option) => option.is_require && option.type === 'radio'),
    );
    if (!product) throw new Error('No product with a required radio option in the demo catalogue');
    const required = product.custom_options!.find((option) => option.is_require && option.type === 'radio')!;
    const { context, page } = await noJsPage(1280);
    await page.goto(`${shop.url}/${product.url_path}`);
    await page.locator('form.product-form button[type=submit]').click();
    await page.waitForLoadState();
    expect(await toasts(page)).toContain('Please configure product custom options and fix the validation errors');
    await page.goto(`${shop.url}/cart`);
    expect(await page.locator('.cart-line').count()).toBe(0);

    await page.goto(`${shop.url}/${product.url_path}`);
    const choice = page.locator(`input[name="custom-option-${required.option_id}"]`).first();
    const chosen = (await choice.locator('xpath=..').textContent())!;
    await choice.check();
    await page.locator('form.product-form button[type=submit]').click();
    await page.waitForLoadState();
    expect(await toasts(page)).toContain('Product has been added to the cart!');
    await page.goto(`${shop.url}/cart`);
    const value = await page
      .locator('.cart-line-options dt', { hasText: required.title })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
    // The chosen value's title (the field's label adds its price).
    expect(value).toMatch(/\S/);
    expect(chosen).toContain(value);
    await context.close();
  });
});

describe('a configuration chosen without JavaScript (issue 9)', () => {
  it('adds the child picked from the list, with its options on the cart page', async () => {
    const configurable = await productOf('configurable');
    const { context, page } = await noJsPage(390);
    await page.goto(`${shop.url}/${configurable.url_path}`);
    const select = page.getByLabel('Configuration');
    const choices = await select.locator('option').allTextContents();
    expect(choices.length).toBeGreaterThan(1);
    const last = choices.at(-1)!;
    await select.selectOption({ label: last });
    await page.locator('form.product-form button[type=submit]').click();
    await page.waitForLoadState();
    expect(await toasts(page)).toContain('Product has been added to the cart!');
    await page.goto(`${shop.url}/cart`);
    const labels = await page.locator('.cart-line-options dt').allTextContents();
    const values = await page.locator('.cart-line-options dd').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.map((label, i) => `${label}: ${values[i]}`).join(', ')).toBe(last);
    await context.close();
  });
});

describe('the cart forms refuse bad input', () => {
  it('never redirects off the site, and answers 400 to an unknown action', async () => {
    const simple = await productOf('simple');
    const post = (body: Record<string, string>) =>
      fetch(`${shop.url}/cart`, {
        method: 'POST',
        body: new URLSearchParams(body),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
    const added = await post({ intent: 'add', sku: simple.sku, qty: '1', return: '//evil.example/x' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/cart');
    expect(added.headers.get('set-cookie')).toMatch(/sf_cart=[0-9a-f]{32}; Path=\/; Max-Age=2592000; SameSite=Lax/);
    expect((await post({ intent: 'explode' })).status).toBe(400);
    expect((await post({ intent: 'add' })).status).toBe(400);
    for (const path of ['/cart', '/spot-listing']) {
      const json = await fetch(shop.url + path, {
        method: 'POST',
        body: '{"intent":"add"',
        headers: { 'content-type': 'application/json' },
        redirect: 'manual',
      });
      expect(json.status).toBe(400);
    }
    const forged = await fetch(`${shop.url}/spot-listing`, {
      method: 'POST',
      body: new URLSearchParams({ sku: 'nope', mode: 'weekly', price: 'x' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/spot-listing');
  });
});
