import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBookingPeriod, instantOfLocalInputs } from '@storefront/core';
import { cheapHashEnv, readOutbox, registeredShopper, type TestShopper } from './support/account';
import { gotoSettled, pageShown, VIEWPORTS, watchConsole, widthFlows } from './support/browser';
import { addToCart, headerCount, microcart, navigateInApp, plainProducts, SETTLE } from './support/cart';
import { placeFromReview, stepsReady, toReview } from './support/checkout';
import { listedProducts } from './support/catalogue';
import { cashOnDeliveryOrder } from './support/order-body';
import { dayAhead, fillPeriod, formClock } from './support/spot';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

interface Configurable {
  sku: string;
  name: string;
  configurable_options: Array<{ attribute_id: number | string; attribute_code: string }>;
  configurable_children: Array<Record<string, unknown> & { sku: string; stock?: { is_in_stock?: boolean } }>;
}

/** A configurable line as VSF sends it: the parent's sku with the chosen child's option values. */
async function configurableLine() {
  const [product] = await listedProducts<Configurable>(shop, 'configurable', 'size=1&sort=id:asc', [
    { terms: { 'stock.is_in_stock': [true] } },
  ]);
  const child = product!.configurable_children.find((candidate) => candidate.stock?.is_in_stock !== false)!;
  return {
    name: product!.name,
    childSku: child.sku,
    line: {
      sku: product!.sku,
      qty: 1,
      price: 0,
      product_type: 'configurable',
      product_option: {
        extension_attributes: {
          configurable_item_options: product!.configurable_options.map((option) => ({
            option_id: String(option.attribute_id),
            option_value: String(child[option.attribute_code]),
          })),
        },
      },
    },
  };
}

interface Customer {
  shopper: TestShopper;
  context: BrowserContext;
  page: Page;
  token: string;
  id: number;
}

/** A new customer logged in through the API in cookie mode: the browser context holds the session cookies. */
async function customer(viewport: { width: number; height: number }, javaScriptEnabled = true): Promise<Customer> {
  const shopper = await registeredShopper(shop, 'Orla');
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const login = await context.request.post(`${shop.url}/api/user/login`, {
    data: { username: shopper.email, password: shopper.password },
    headers: { 'X-Session-Cookie': '1' },
  });
  expect(login.status()).toBe(200);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'sf_at')!.value;
  const me = await context.request.get(`${shop.url}/api/user/me`, { headers: { Authorization: `Bearer ${token}` } });
  const { id } = ((await me.json()) as { result: { id: number } }).result;
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { shopper, context, page, token, id };
}

/** Places the customer's order through the API as a storefront would (`POST /api/order?token=`). */
async function placeOrder(c: Customer, products: Array<Record<string, unknown>>, cartId = ''): Promise<string> {
  const address = {
    firstname: c.shopper.firstname,
    lastname: c.shopper.lastname,
    street: ['Main Street', '12'],
    city: 'Wrocław',
    postcode: '50-001',
    country_id: 'PL',
    region: '',
    region_id: 0,
    telephone: '',
    email: c.shopper.email,
  };
  const reply = await fetch(`${shop.url}/api/order?token=${encodeURIComponent(c.token)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(cashOnDeliveryOrder({ address, products, user_id: String(c.id), cart_id: cartId })),
  });
  const body = (await reply.json()) as { code: number; result: { orderNumber: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.result.orderNumber;
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const flows = widthFlows();

describe.each(flows.pick(VIEWPORTS))('orders in the account at $width px (issue 10)', (viewport) => {
  it('lists a placed order, shows it on its page (direct and client-side) and remakes it into the cart', async () => {
    const [simple] = await plainProducts(shop, 'simple', 1);
    const configurable = await configurableLine();
    const c = await customer(viewport);
    const problems = watchConsole(c.page);
    const number = await placeOrder(c, [{ sku: simple!.sku, qty: 2, price: 0 }, configurable.line]);
    expect(number).toMatch(/^\d{9}$/);

    // The list, loaded directly, then the order page through the router.
    await gotoSettled(c.page, `${shop.url}/my-account/orders`);
    await pageShown(c.page);
    const link = c.page.getByRole('link', { name: `Order #${number}` });
    await link.click();
    await c.page.waitForURL((url) => url.pathname === `/my-account/orders/${number}`);
    await pageShown(c.page);
    await c.page.getByRole('heading', { level: 1, name: `Order #${number}` }).waitFor();
    // The order-details component: the cart's lines, a configured child under its parent's name with its options.
    const rows = c.page.locator('.order-details .cart-line');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(simple!.name);
    expect(await rows.nth(0).locator('.cart-line-qty').textContent()).toContain('2');
    expect(await rows.nth(1).locator('.cart-line-name').textContent()).toBe(configurable.name);
    expect(await rows.nth(1).locator('.cart-line-options dt').count()).toBeGreaterThan(0);
    expect(await fitsTheScreen(c.page)).toBe(true);

    // Remake: both lines go back into the cart, with their quantities, and the microcart opens.
    expect(await headerCount(c.page)).toBe(0);
    await c.page.getByRole('button', { name: 'Remake order' }).click();
    const panel = microcart(c.page);
    await panel.waitFor();
    await expect.poll(() => headerCount(c.page), SETTLE).toBe(3);
    await expect.poll(() => panel.getByTestId('microcart-line').count(), SETTLE).toBe(2);
    expect(await panel.textContent()).toContain(simple!.name);
    expect(await panel.textContent()).toContain(configurable.name);
    // The server cart has them too (the API priced and accepted both lines).
    const pulled = await c.context.request.get(
      `${shop.url}/api/cart/pull?token=${encodeURIComponent(c.token)}&cartId=${await serverCartId(c)}`,
    );
    const items = ((await pulled.json()) as { result: Array<{ sku: string; qty: number }> }).result;
    expect(items.map((item) => [item.sku, item.qty]).sort()).toEqual(
      [
        [simple!.sku, 2],
        [configurable.childSku, 1],
      ].sort(),
    );

    // The order page loaded directly is the same page, from the server.
    await gotoSettled(c.page, `${shop.url}/my-account/orders/${number}`);
    await c.page.getByRole('heading', { level: 1, name: `Order #${number}` }).waitFor();
    expect(await c.page.getByRole('button', { name: 'Remake order' }).isVisible()).toBe(true);
    await navigateInApp(c.page, '/my-account/orders');
    await c.page.getByRole('link', { name: `Order #${number}` }).waitFor();
    expect(problems).toEqual([]);

    // The confirmation e-mail names the order number.
    await expect
      .poll(async () => (await readOutbox(shop, c.shopper.email)).filter((mail) => mail.kind === 'order-confirmation'))
      .toHaveLength(1);
    const [mail] = (await readOutbox(shop, c.shopper.email)).filter((entry) => entry.kind === 'order-confirmation');
    expect(`${mail!.subject}\n${mail!.text}`).toContain(number);
    await c.context.close();
  });
});

/** The customer's active server cart id (a customer's `create` answers the one they have). */
async function serverCartId(c: Customer): Promise<string> {
  const reply = await c.context.request.post(`${shop.url}/api/cart/create?token=${encodeURIComponent(c.token)}`);
  return String(((await reply.json()) as { result: string | number }).result);
}

describe('orders in the account without JavaScript', () => {
  it('remakes an order through the form: the lines are in the cart page afterwards', async () => {
    const [simple] = await plainProducts(shop, 'simple', 1, 1);
    const c = await customer(VIEWPORTS[0], false);
    const number = await placeOrder(c, [{ sku: simple!.sku, qty: 3, price: 0 }]);
    await c.page.goto(`${shop.url}/my-account/orders/${number}`);
    await c.page.getByRole('heading', { level: 1, name: `Order #${number}` }).waitFor();
    await c.page.getByRole('button', { name: 'Remake order' }).click();
    await c.page.waitForURL((url) => url.pathname === '/cart');
    expect(await c.page.locator('main').textContent()).toContain(simple!.name);
    const pulled = await c.context.request.get(
      `${shop.url}/api/cart/pull?token=${encodeURIComponent(c.token)}&cartId=${await serverCartId(c)}`,
    );
    const items = ((await pulled.json()) as { result: Array<{ sku: string; qty: number }> }).result;
    expect(items.map((item) => [item.sku, item.qty])).toEqual([[simple!.sku, 3]]);
    await c.context.close();
  });
});

describe('a parking booking in the account', () => {
  const HOUR = 3_600_000;

  it('shows the booked period and leaves the booking out of Remake order, pointing to the spot listing', async () => {
    const c = await customer(VIEWPORTS[1]);
    // The spot is booked as a shopper books it: the listing's form (no script needed) holds it in the customer's cart.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await c.context.cookies());
    const listing = await noScript.newPage();
    await listing.goto(`${shop.url}/spot-listing`);
    const zone = await formClock(listing);
    const date = dayAhead(90, zone);
    const from = instantOfLocalInputs(date, '10:00', zone)!;
    await fillPeriod(listing.locator('.spot-period-form'), { date, start: '10:00', end: '12:00' });
    await listing.getByRole('button', { name: 'Show available spots' }).click();
    await listing.waitForLoadState();
    const card = listing.locator('.spot-card').filter({ has: listing.getByRole('button', { name: /^Add to cart: / }) });
    const spotName = (await card.first().getByRole('heading').textContent())!;
    await card
      .first()
      .getByRole('button', { name: `Add to cart: ${spotName}` })
      .click();
    await listing.waitForLoadState();
    await noScript.close();

    // The order is placed from that cart, with its lines as the cart holds them.
    const cartId = await serverCartId(c);
    const pulled = await c.context.request.get(
      `${shop.url}/api/cart/pull?token=${encodeURIComponent(c.token)}&cartId=${cartId}`,
    );
    const lines = ((await pulled.json()) as { result: Array<Record<string, unknown>> }).result;
    expect(lines).toHaveLength(1);
    const [simple] = await plainProducts(shop, 'simple', 1, 2);
    const number = await placeOrder(
      c,
      [
        { ...lines[0], name: spotName, product_type: 'virtual' },
        { sku: simple!.sku, qty: 1, price: 0 },
      ],
      cartId,
    );

    await gotoSettled(c.page, `${shop.url}/my-account/orders/${number}`);
    await c.page.getByRole('heading', { level: 1, name: `Order #${number}` }).waitFor();
    const booked = c.page.locator('.order-details .cart-line', { hasText: spotName });
    // The order's line names no zone: the store view's clock, which is the listing's.
    expect(await booked.locator('.cart-line-period').textContent()).toBe(
      `Hourly: ${formatBookingPeriod(from, from + 2 * HOUR, zone)}`,
    );

    await c.page.getByRole('button', { name: 'Remake order' }).click();
    await microcart(c.page).waitFor();
    await expect.poll(() => headerCount(c.page), SETTLE).toBe(1);
    const notice = c.page.locator('.order-remake-skipped');
    expect(await notice.textContent()).toContain(
      `${spotName} is a booking and was not added again: choose a new period on the spot listing.`,
    );
    expect(await notice.getByRole('link', { name: 'Show available spots' }).getAttribute('href')).toBe('/spot-listing');
    await c.context.close();
  });
});

describe('the cart after an order (spec point 4 "Place order success")', () => {
  it('is empty in every tab, on a new server cart, and the ordered cart is closed on the server', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    const [page, other] = [await context.newPage(), await context.newPage()];
    page.setDefaultTimeout(15_000);
    const [product] = await plainProducts(shop, 'simple', 1, 3);
    await page.goto(`${shop.url}/${product!.url_path}`);
    await addToCart(page);
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);
    await other.goto(shop.url);
    await expect.poll(() => headerCount(other), SETTLE).toBe(1);
    const cartCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'sf_cart')?.value;
    const ordered = await cartCookie();
    expect(ordered).toMatch(/^[0-9a-f]{32}$/);

    await page.goto(`${shop.url}/checkout`);
    await stepsReady(page);
    await toReview(page);
    await placeFromReview(page);

    await expect.poll(() => headerCount(page), SETTLE).toBe(0);
    await expect.poll(() => headerCount(other), SETTLE).toBe(0);
    await expect.poll(cartCookie, SETTLE).toMatch(/^[0-9a-f]{32}$/);
    const fresh = (await cartCookie())!;
    expect(fresh).not.toBe(ordered);
    const pull = async (cartId: string) =>
      (await (await fetch(`${shop.url}/api/cart/pull?cartId=${cartId}`)).json()) as { code: number; result: unknown };
    expect((await pull(ordered!)).code).toBe(404);
    expect(await pull(fresh)).toEqual({ code: 200, result: [] });
    await context.close();
  });
});
