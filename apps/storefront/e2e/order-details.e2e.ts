import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cheapHashEnv, loggedInHeader, loginViaModal, newShopper, registerViaApi } from './support/account';
import { axeReport } from './support/axe';
import { gotoSettled, pageShown, VIEWPORTS, watchConsole, widthFlows } from './support/browser';
import { addToCart, headerCount, microcart, SETTLE } from './support/cart';
import { listedProducts } from './support/catalogue';
import { ADDRESS, checkoutFromMicrocart, placeFromReview, toReview } from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

// Issue 21: the thank-you page and the account's order page show the whole order, a configured line as its parent
// with its options, and 'Remake order' puts that very variant back.
let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

interface Child {
  sku: string;
  name: string;
  status?: number;
  stock?: { is_in_stock?: boolean };
  [attribute: string]: unknown;
}

interface Configurable {
  sku: string;
  name: string;
  url_path: string;
  configurable_options: Array<{
    attribute_code: string;
    label: string;
    values: Array<{ value_index: number; label: string }>;
  }>;
  configurable_children: Child[];
}

/** A listed configurable and one of its children a shopper can buy, with the labels of its options. */
async function configurableToBuy(offset: number) {
  const products = await listedProducts<Configurable>(shop, 'configurable', 'size=20&sort=id:asc', [
    { terms: { 'stock.is_in_stock': [true] } },
  ]);
  const buyable = (child: Child) => child.stock?.is_in_stock !== false && (child.status ?? 1) < 2;
  const product = products.filter((p) => p.configurable_children.filter(buyable).length > 1)[offset]!;
  // Not the first child: the page opens on that one, so the shopper's clicks choose this one.
  const child = product.configurable_children.filter(buyable).at(-1)!;
  const options = product.configurable_options.map((option) => ({
    code: option.attribute_code,
    label: option.label,
    value: option.values.find((value) => String(value.value_index) === String(child[option.attribute_code]))!.label,
  }));
  return { product, child, options };
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The order's line of the configurable, as the order-details component shows it: name, options, quantity. */
async function expectConfiguredLine(
  details: Locator,
  name: string,
  options: ReadonlyArray<{ label: string; value: string }>,
) {
  const line = details.locator('.cart-line');
  expect(await line.count()).toBe(1);
  expect(await line.locator('.cart-line-name').textContent()).toBe(name);
  const shown = await line.locator('.cart-line-options > div').evaluateAll((rows) =>
    rows.map((row) => ({
      label: row.querySelector('dt')?.textContent ?? '',
      value: row.querySelector('dd')?.textContent ?? '',
    })),
  );
  expect(shown).toEqual(options.map(({ label, value }) => ({ label, value })));
  expect(await line.locator('.cart-line-qty').textContent()).toContain('1');
  expect(await line.locator('.cart-line-price .price').textContent()).toMatch(/^\$\d+\.\d{2}$/);
  expect(await line.locator('img').getAttribute('src')).toMatch(/^\/img\//);
}

/** The totals, the address and the methods of the order as shown. */
async function expectOrderFacts(details: Locator, number: string) {
  expect(await details.getAttribute('data-order-number')).toBe(number);
  const totals = details.locator('.cart-totals dt');
  expect(await totals.allTextContents()).toEqual(['Subtotal', 'Discount', 'Shipping', 'Tax', 'Grand Total']);
  for (const value of await details.locator('.cart-totals dd').allTextContents())
    expect(value).toMatch(/^-?\$\d+\.\d{2}$/);
  const section = (name: string) => details.getByRole('region', { name });
  const address = (await section('Shipping address').textContent()) ?? '';
  expect(address).toContain('Grace Hopper');
  expect(address).toContain(`${ADDRESS.street}, ${ADDRESS.apartment}`);
  expect(address).toContain(`${ADDRESS.city}, IL ${ADDRESS.zip}`);
  expect(address).toContain('United States');
  expect((await section('Shipping method').textContent())?.replace('Shipping method', '').trim()).not.toBe('');
  expect(await section('Payment method').textContent()).toContain('Cash on delivery');
  expect(await section('Billing address').textContent()).toContain(ADDRESS.city);
}

const flows = widthFlows();

describe.each(flows.pick(VIEWPORTS))('the placed order at $width px (issue 21)', (viewport) => {
  it('shows the order on the thank-you page and the account page, only to its shopper, and remakes its variant', async () => {
    const { product, child, options } = await configurableToBuy(viewport.width === 390 ? 1 : 0);
    const shopper = { ...newShopper('Grace'), lastname: 'Hopper' };
    await registerViaApi(shop, shopper);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems = watchConsole(page);

    // Logged in from the header, then the product: its options chosen by clicking, added to the cart.
    await gotoSettled(page, `${shop.url}/${product.url_path}`);
    await loginViaModal(page, shopper);
    for (const option of options) {
      const button = page.locator(`fieldset.option-${option.code}`).getByRole('button', {
        name: option.value,
        exact: true,
      });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed'), SETTLE).toBe('true');
    }
    await expect.poll(() => page.locator('[data-testid=sku]').textContent(), SETTLE).toBe(child.sku);
    await addToCart(page);
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);

    // Checkout from the microcart, a US address, cash on delivery.
    await checkoutFromMicrocart(page);
    await toReview(page, { firstName: 'Grace', lastName: 'Hopper', email: shopper.email });
    await placeFromReview(page);

    // The thank-you page: the number, the line (the parent's name, the child's options), totals, address, methods.
    const thankYou = page.url();
    const orderId = new URL(thankYou).searchParams.get('order')!;
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
    const details = page.locator('.order-details');
    await details.waitFor();
    const number = (await details.getAttribute('data-order-number'))!;
    expect(await page.locator('.checkout-order-number').textContent()).toContain(number);
    await expectConfiguredLine(details, product.name, options);
    expect(await details.textContent()).not.toContain(child.name);
    await expectOrderFacts(details, number);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await axeReport(page)).toBe('');

    // Another browser (no cookie of this shop): the same address shows no order, and the API answers 404.
    const stranger = await browser.newContext({ viewport });
    const other = await stranger.newPage();
    await gotoSettled(other, thankYou);
    expect(await other.locator('.order-details').count()).toBe(0);
    expect(await other.locator('main').textContent()).not.toContain('Hopper');
    expect((await stranger.request.get(`${shop.url}/api/order/${orderId}`)).status()).toBe(404);
    // With another shopper's order cookie, still 404.
    const theirs = (await context.cookies()).find((cookie) => cookie.name === 'sf_orders')!;
    expect(theirs.httpOnly).toBe(true);
    await stranger.addCookies([{ ...theirs, value: theirs.value.replace(/\.[\w-]+$/, '.forged') }]);
    expect((await stranger.request.get(`${shop.url}/api/order/${orderId}`)).status()).toBe(404);
    await stranger.close();

    // The account's order page through the header's menu and the orders list (client-side navigation).
    await loggedInHeader(page, shopper).click();
    await page.locator('#account-menu-list').getByRole('link', { name: 'My orders' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/orders');
    await page.getByRole('link', { name: `Order #${number}` }).click();
    await page.waitForURL((url) => url.pathname === `/my-account/orders/${number}`);
    await pageShown(page);
    await page.getByRole('heading', { level: 1, name: `Order #${number}` }).waitFor();
    await expectConfiguredLine(details, product.name, options);
    await expectOrderFacts(details, number);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await axeReport(page)).toBe('');

    // The same page loaded directly.
    await gotoSettled(page, `${shop.url}/my-account/orders/${number}`);
    await page.getByRole('heading', { level: 1, name: `Order #${number}` }).waitFor();
    await expectConfiguredLine(details, product.name, options);
    await expectOrderFacts(details, number);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await axeReport(page)).toBe('');

    // Remake order: the same child goes back into the cart, with its options, not the bare parent.
    expect(await headerCount(page)).toBe(0);
    await page.getByRole('button', { name: 'Remake order' }).click();
    const cart = microcart(page);
    await cart.waitFor();
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);
    const line = cart.getByTestId('microcart-line');
    await expect.poll(() => line.count(), SETTLE).toBe(1);
    expect(await line.textContent()).toContain(product.name);
    for (const option of options)
      await expect.poll(() => line.textContent(), SETTLE).toContain(`${option.label}: ${option.value}`);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'sf_at')!.value;
    const cartId = (
      (await (await context.request.post(`${shop.url}/api/cart/create?token=${encodeURIComponent(token)}`)).json()) as {
        result: string | number;
      }
    ).result;
    const pulled = (await (
      await context.request.get(`${shop.url}/api/cart/pull?token=${encodeURIComponent(token)}&cartId=${cartId}`)
    ).json()) as { result: Array<{ sku: string; qty: number }> };
    expect(pulled.result.map((item) => [item.sku, item.qty])).toEqual([[child.sku, 1]]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a guest’s placed order (issue 21)', () => {
  it('is shown on the thank-you page to the browser that placed it, after a reload too, and to no other', async () => {
    const { product, child, options } = await configurableToBuy(2);
    const context = await browser.newContext({ viewport: VIEWPORTS[1] });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await gotoSettled(page, `${shop.url}/${product.url_path}`);
    for (const option of options) {
      const button = page
        .locator(`fieldset.option-${option.code}`)
        .getByRole('button', { name: option.value, exact: true });
      await button.click();
      // The next choice starts from this one: wait until the page has taken it.
      await expect.poll(() => button.getAttribute('aria-pressed'), SETTLE).toBe('true');
    }
    await expect.poll(() => page.locator('[data-testid=sku]').textContent(), SETTLE).toBe(child.sku);
    await addToCart(page);
    await checkoutFromMicrocart(page);
    await toReview(page, { firstName: 'Grace', lastName: 'Hopper', email: 'grace.guest@example.com' });
    await placeFromReview(page);

    const details = page.locator('.order-details');
    await details.waitFor();
    const number = (await details.getAttribute('data-order-number'))!;
    await expectConfiguredLine(details, product.name, options);
    await expectOrderFacts(details, number);
    // Reloaded, the server renders it for this browser's cookie.
    await page.reload();
    await details.waitFor();
    await expectOrderFacts(details, number);

    // The same address in a fresh browser: the number at most, never the order; its API answers 404.
    const thankYou = page.url();
    const stranger = await browser.newContext({ viewport: VIEWPORTS[1] });
    const other = await stranger.newPage();
    await gotoSettled(other, thankYou);
    expect(await other.locator('.order-details').count()).toBe(0);
    expect(await other.locator('main').textContent()).not.toContain('Springfield');
    const orderId = new URL(thankYou).searchParams.get('order')!;
    expect((await stranger.request.get(`${shop.url}/api/order/${orderId}`)).status()).toBe(404);
    expect((await context.request.get(`${shop.url}/api/order/${orderId}`)).status()).toBe(200);
    await stranger.close();
    await context.close();
  });
});
