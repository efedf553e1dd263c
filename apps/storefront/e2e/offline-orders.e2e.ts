import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, routerNavigate } from './support/browser';
import { addToCart, headerCount, navigateInApp, openMicrocart, plainProducts, SETTLE } from './support/cart';
import { findDocuments } from './support/catalogue';
import { orderStatus, placeFromReview, stepsReady, toReview } from './support/checkout';
import { importInto, startStorefront, type RunningStorefront } from './support/start-storefront';
import { cached, controlledPage, fireBackgroundSync } from './support/service-worker';

const WAITING = 'Your order is waiting to be sent';
const ORDER_WAITING = 'Order waiting!';
const CONFIRM = 'Click here to confirm the order that you made offline.';
const KEPT_OFFLINE =
  'You are offline. Your order will be kept on this device and sent as soon as the shop can be reached.';
const SENT = (orderNumber: string) => `The order you made offline has been sent. Your order number is ${orderNumber}.`;

/** One shop per setting (automatic transmission off and on) and one Chromium for the file. */
let browser: Browser;
const shops = new Map<string, RunningStorefront>();

const configDirs = new Map<RunningStorefront, string>();

async function shop(automatic: boolean): Promise<RunningStorefront> {
  const key = String(automatic);
  let running = shops.get(key);
  if (running) return running;
  const dir = mkdtempSync(join(tmpdir(), 'offline-orders-'));
  const file = join(dir, 'storefront.json');
  writeFileSync(file, JSON.stringify({ orders: { offlineOrders: { automaticTransmissionEnabled: automatic } } }));
  running = await startStorefront({ STOREFRONT_CONFIG_FILE: file });
  shops.set(key, running);
  configDirs.set(running, dir);
  return running;
}

/** The product, out of stock from now on, written into the running shop's catalogue by the importer. */
async function sellOut(running: RunningStorefront, sku: string) {
  const [product] = await findDocuments<{ stock?: Record<string, unknown> }>(running, 'product', [
    { terms: { sku: [sku] } },
  ]);
  const file = join(configDirs.get(running)!, 'products.json');
  writeFileSync(file, JSON.stringify([{ ...product, stock: { ...product!.stock, is_in_stock: false, qty: 0 } }]));
  importInto(running, [file, '--entity', 'product', '--index', 'vue_storefront_catalog']);
}

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser({ serviceWorkers: 'allow' }), shop(false), shop(true)]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([...shops.values()].map((running) => running.stop()));
  for (const dir of configDirs.values()) rmSync(dir, { recursive: true, force: true });
});

/** Counts the order sends the server accepted, seen from every page of a context. */
function watchOrders(context: BrowserContext) {
  const sends: Array<{ status: number; code?: number }> = [];
  context.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !new URL(response.url()).pathname.endsWith('/api/order')) return;
    void response
      .json()
      .then((body: { code?: number }) => sends.push({ status: response.status(), code: body.code }))
      .catch(() => sends.push({ status: response.status() }));
  });
  return sends;
}

/** Waits until the router knows the checkout and thank-you routes (learned once the page is idle, while online). */
async function routesLearned(page: Page) {
  await page.waitForFunction(() => {
    const routes = (window as unknown as { __reactRouterManifest?: { routes: Record<string, unknown> } })
      .__reactRouterManifest?.routes;
    return Boolean(routes?.['checkout'] && routes['checkout-thank-you']);
  });
}

/** A shopper on a page the service worker controls (its precache holds the build), one product in the cart. */
async function shopperWithCart(running: RunningStorefront, width = 1280, productIndex = 0) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const [product] = await plainProducts(running, 'simple', 1, productIndex);
  const page = await controlledPage(context, `${running.url}/${product!.url_path}`);
  page.setDefaultTimeout(15_000);
  await addToCart(page);
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  await navigateInApp(page, '/');
  await routesLearned(page);
  // The worker keeps home's document after answering its data: the offline page can only send the shopper to a kept home.
  await cached(page, `${running.url}/`);
  return { context, page, product: product! };
}

/** Offline: the quantity changed in the microcart, then its checkout link, the form, 'Place the order'. */
async function placeOffline(context: BrowserContext, page: Page): Promise<string> {
  await context.setOffline(true);
  const panel = await openMicrocart(page);
  await panel.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await expect.poll(() => headerCount(page), SETTLE).toBe(2);
  await panel.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await stepsReady(page);
  await toReview(page);
  // Before the click the shopper reads, by the button, what it will do offline.
  await page.locator('.checkout-place').getByText(KEPT_OFFLINE).waitFor();
  await placeFromReview(page);
  await page.getByRole('heading', { name: WAITING }).waitFor();
  const orderId = new URL(page.url()).searchParams.get('order');
  expect(orderId).toMatch(/^\d+-[0-9a-f-]+$/);
  return orderId!;
}

/** A shopper's order placed offline (`placeOffline`), the order sends watched from before the placement. */
async function orderPlacedOffline(running: RunningStorefront, width?: number, productIndex?: number) {
  const shopper = await shopperWithCart(running, width, productIndex);
  const sends = watchOrders(shopper.context);
  const orderId = await placeOffline(shopper.context, shopper.page);
  return { ...shopper, sends, orderId };
}

async function expectWaitingPage(page: Page) {
  const text = await page.locator('.checkout-thank-you').innerText();
  expect(text).toContain(WAITING);
  expect(text.toLowerCase()).not.toContain('placed');
  expect(text).not.toMatch(/order number/i);
  expect(await headerCount(page)).toBe(0);
}

async function expectNumberShown(page: Page, running: RunningStorefront, orderId: string) {
  await expect.poll(async () => (await orderStatus(running.url, orderId)).result?.order_number, SETTLE).toBeTruthy();
  const { result } = await orderStatus(running.url, orderId);
  // The thank-you page's own line (a toast may say the same inside a longer sentence).
  await page.getByText(`Your order number is ${result!.order_number!}.`, { exact: true }).waitFor();
}

/** A new tab on the home page while online: the app start runs the going-online procedure. */
async function openHome(context: BrowserContext, running: RunningStorefront): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${running.url}/`);
  return page;
}

const accepted = (sends: ReadonlyArray<{ code?: number }>) => sends.filter((send) => send.code === 200).length;

describe('orders placed offline (issue 11)', () => {
  it('wait on the thank-you page and across a reload offline; back online they are asked for and sent once', async () => {
    const running = await shop(false);
    const { context, page, product } = await shopperWithCart(running);
    await cached(page, `${running.url}/${product.url_path}`);
    const sends = watchOrders(context);
    const orderId = await placeOffline(context, page);
    await expectWaitingPage(page);

    // A reload while still offline: the worker keeps no thank-you page (it is the shopper's), so the offline page
    // sends the shopper home; then a page the worker kept.
    await page.reload();
    await page.waitForURL(`${running.url}/`);
    await page.goto(`${running.url}/${product.url_path}`);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(sends).toEqual([]);

    await context.setOffline(false);
    await page.locator('.ui-toasts').getByText(ORDER_WAITING).waitFor();
    expect(sends).toEqual([]);
    await page.getByRole('button', { name: CONFIRM }).click();
    await expect.poll(() => accepted(sends), SETTLE).toBe(1);
    // The confirmation has an answer the shopper sees where they are, and leads to the order.
    const { result } = await orderStatus(running.url, orderId);
    const sent = page.locator('.ui-toast', { hasText: SENT(result!.order_number!) });
    await sent.waitFor();
    expect(await page.locator('.ui-toasts').getByText(ORDER_WAITING).count()).toBe(0);
    await sent.getByRole('button', { name: 'Show the order' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/thank-you' && url.searchParams.get('order') === orderId);
    await expectNumberShown(page, running, orderId);
    expect(sends).toHaveLength(1);
    await context.close();
  }, 90_000);

  it('are sent without asking when the connection returns while the thank-you page shows, which then shows the number', async () => {
    const running = await shop(false);
    const { context, page, sends, orderId } = await orderPlacedOffline(running, 390);
    await expectWaitingPage(page);
    await context.setOffline(false);
    await expectNumberShown(page, running, orderId);
    expect(await page.locator('.ui-toasts').getByText(ORDER_WAITING).count()).toBe(0);
    expect(accepted(sends)).toBe(1);
    expect(sends).toHaveLength(1);
    await context.close();
  }, 90_000);

  it("are sent without asking when the worker's notification opens the shop (?confirm-offline-orders=1)", async () => {
    const running = await shop(false);
    const { context, page, sends, orderId } = await orderPlacedOffline(running);
    await page.close();
    await context.setOffline(false);
    const opened = await context.newPage();
    await opened.goto(`${running.url}/?confirm-offline-orders=1`);
    await expect.poll(() => accepted(sends), SETTLE).toBe(1);
    expect((await orderStatus(running.url, orderId)).result?.order_number).toBeTruthy();
    await opened.waitForURL((url) => !url.search.includes('confirm-offline-orders'));
    expect(await opened.locator('.ui-toasts').getByText(ORDER_WAITING).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('are sent once by one of two tabs reconnecting together, and both tabs show the number', async () => {
    const running = await shop(true);
    const { context, page } = await shopperWithCart(running);
    const other = await openHome(context, running);
    // The other tab has been open a while: it knows the thank-you route before the connection goes (a route the
    // router has not learned yet would be a document load, which offline gives the offline page).
    await routesLearned(other);
    const sends = watchOrders(context);
    const orderId = await placeOffline(context, page);
    // The other tab follows to the same thank-you page, offline (client-side, from the browser's copy).
    await routerNavigate(other, `/checkout/thank-you?order=${orderId}`);
    await other.getByRole('heading', { name: WAITING }).waitFor();
    await context.setOffline(false);
    await expectNumberShown(page, running, orderId);
    await expectNumberShown(other, running, orderId);
    expect(accepted(sends)).toBe(1);
    expect(sends).toHaveLength(1);
    await context.close();
  }, 90_000);

  it('stay waiting while the server answers 500, then go out once without asking at the next start (automatic on)', async () => {
    const running = await shop(true);
    const { context, page, sends, orderId } = await orderPlacedOffline(running);
    let failures = 0;
    await context.route('**/api/order*', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"result":"Error"}' });
    });
    await context.setOffline(false);
    await page.getByText('The order can not be transfered because of server error. Order has been queued').waitFor();
    expect(failures).toBeGreaterThanOrEqual(1);
    await page.getByRole('heading', { name: WAITING }).waitFor();
    await page.close();
    await context.unroute('**/api/order*');
    const home = await openHome(context, running);
    await expect.poll(() => accepted(sends), SETTLE).toBe(1);
    expect((await orderStatus(running.url, orderId)).result?.order_number).toBeTruthy();
    await home.waitForLoadState('networkidle');
    expect(await home.locator('.ui-toasts').getByText(ORDER_WAITING).count()).toBe(0);
    expect(accepted(sends)).toBe(1);
    await context.close();
  }, 90_000);

  it('go out once when the background sync fires (DevTools protocol) after the server recovered', async () => {
    const running = await shop(false);
    const { context, page, sends, orderId } = await orderPlacedOffline(running, 1280, 1);
    await context.route('**/api/order*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"result":"Error"}' })
        : route.fallback(),
    );
    await context.setOffline(false);
    await page.getByText('The order can not be transfered because of server error. Order has been queued').waitFor();
    await page.getByRole('heading', { name: WAITING }).waitFor();
    await context.unroute('**/api/order*');
    expect(accepted(sends)).toBe(0);

    // The browser's background sync (`orderSync`, registered by the failed send) fires: no online event, no reload.
    await fireBackgroundSync(page, running.url, ['orderSync']);
    await expect.poll(() => accepted(sends), SETTLE).toBe(1);
    await expectNumberShown(page, running, orderId);
    await context.close();
  }, 90_000);

  it('show a refusal after the reconnect (a product sold out meanwhile) and leave the queue', async () => {
    const running = await shop(true);
    const { context, page, product, sends } = await orderPlacedOffline(running, 1280, 3);
    await sellOut(running, product.sku);
    await context.setOffline(false);
    const refusal = "Some products you've ordered are out of stock. Your order has been canceled.";
    await page.locator('.ui-toasts').getByText(refusal).waitFor();
    await page.getByRole('heading', { name: 'Your order could not be completed' }).waitFor();
    await page.locator('.checkout-thank-you').getByText(refusal).waitFor();
    expect(sends.map((send) => send.code)).toEqual([500]);
    // Out of the queue: the next reconnect sends nothing.
    await context.setOffline(true);
    await context.setOffline(false);
    const home = await openHome(context, running);
    await home.waitForLoadState('networkidle');
    expect(sends).toHaveLength(1);
    await context.close();
  }, 90_000);
});
