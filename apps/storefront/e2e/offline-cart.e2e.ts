import type { Browser, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cheapHashEnv,
  loggedInHeader,
  loginViaModal,
  logOutFromHeader,
  outliveTheAccessToken,
  registeredShopper,
  type TestShopper,
} from './support/account';
import { VIEWPORTS, watchConsole, widthFlows } from './support/browser';
import { addToCart, closeMicrocart, headerCount, openMicrocart, plainProducts, SETTLE } from './support/cart';
import { hourlyListingPath } from './support/spot';
import { cached, controlledPage, workerActive } from './support/service-worker';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
// Access tokens live two seconds here, so a task queued offline can outlive one without waiting an hour.
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv({ ACCESS_TOKEN_TTL: '2' }), {
  serviceWorkers: 'allow',
});

interface StoredLine {
  sku: string;
  qty: number;
  server_item_id?: number | string;
}

const storedLines = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('shop/cart/current-cart');
    return raw ? (JSON.parse(raw) as { value: StoredLine[] }).value : [];
  });

const storedValue = (page: Page, key: string) =>
  page.evaluate((at) => {
    const raw = localStorage.getItem(at);
    return raw ? (JSON.parse(raw) as { value: unknown }).value : undefined;
  }, key);

/** The sync tasks waiting in browser storage (one entry each). */
const storedTasks = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('shop/syncTasks/')).length);

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function serverCart(cartId: unknown, token: unknown = ''): Promise<Array<{ sku: string; qty: number }>> {
  const reply = await fetch(`${shop.url}/api/cart/pull?token=${String(token)}&cartId=${String(cartId)}`);
  return ((await reply.json()) as { result: Array<{ sku: string; qty: number }> }).result;
}

/** A token of the test's own for reading what the server holds (the page's lives two seconds). */
async function apiToken(shopper: TestShopper): Promise<string> {
  const login = await fetch(`${shop.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: shopper.email, password: shopper.password }),
  });
  return ((await login.json()) as { result: string }).result;
}

async function serverWishlist(shopper: TestShopper): Promise<string[]> {
  const token = await apiToken(shopper);
  const reply = await fetch(`${shop.url}/api/ext/wishlist?token=${token}`);
  const body = (await reply.json()) as { code: number; result: { items: Array<{ sku: string }> } };
  expect(body.code).toBe(200);
  return body.result.items.map((item) => item.sku);
}

const flows = widthFlows();

describe.each(flows.pick(VIEWPORTS))('the cart offline at $width px', (viewport) => {
  it('adds and changes quantity offline, shows local totals, and reaches the server once when back online', async () => {
    const [product] = await plainProducts(shop, 'simple', 1, viewport.width === 390 ? 3 : 4);
    const context = await browser.newContext({ viewport });
    // The worker controls the page: the code the shopper has not used yet comes from its precache offline.
    const page = await controlledPage(context, `${shop.url}/${product!.url_path}`);
    const problems = watchConsole(page);

    await context.setOffline(true);
    await addToCart(page);
    const panel = await openMicrocart(page);
    const line = panel.getByTestId('microcart-line');
    await line.getByText(product!.name).waitFor();
    const rowTotal = async () => amount(await line.getByTestId('microcart-line-price').textContent());
    const unit = await rowTotal();
    expect(unit).toBeGreaterThan(0);
    await panel.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await expect.poll(() => headerCount(page), SETTLE).toBe(3);
    await expect.poll(rowTotal, SETTLE).toBeCloseTo(unit * 3, 2);
    // No server totals offline: the totals are the local ones, three times the line's unit price with the booking
    // tax (docs/behaviour.md#prices-and-taxes: the lines show the price before it, the local subtotal includes it).
    const subtotal = panel.getByTestId('cart-totals').locator('[data-code="subtotal_incl_tax"] dd');
    const unitInclTax = Math.round(unit * 110.25) / 100;
    await expect.poll(async () => amount(await subtotal.textContent()), SETTLE).toBeCloseTo(unitInclTax * 3, 2);
    await expect.poll(() => panel.getByTestId('cart-totals').textContent()).toContain('Subtotal incl. tax');
    expect(await storedLines(page)).toEqual([expect.objectContaining({ sku: product!.sku, qty: 3 })]);
    expect((await storedLines(page))[0]!.server_item_id).toBeUndefined();

    // Back online, the app starts again (a trigger of the going-online procedure): the line goes up once, with qty 3.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(async () => (await storedLines(page))[0]?.server_item_id, { timeout: 15_000 })
      .not.toBeUndefined();
    const cartId = await storedValue(page, 'shop/cart/current-cart-token');
    expect(await serverCart(cartId)).toEqual([expect.objectContaining({ sku: product!.sku, qty: 3 })]);
    const again = await openMicrocart(page);
    expect(await again.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');
    // Offline, only requests fail.
    expect(
      problems.filter((problem) => !/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/.test(problem)),
    ).toEqual([]);
    await context.close();
  });
});

describe.each(flows.pick(VIEWPORTS))('a reload offline at $width px', (viewport) => {
  it("keeps the logged-in shopper's cart lines and totals, and quantity changes keep working", async () => {
    const [product] = await plainProducts(shop, 'simple', 1, viewport.width === 390 ? 5 : 6);
    const shopper = await registeredShopper(shop, 'Rosa');
    const context = await browser.newContext({ viewport });
    const url = `${shop.url}/${product!.url_path}`;
    // Logged in before the worker keeps the page: what it keeps is the anonymous offline copy (see docs/behaviour.md#offline-copies).
    const home = await context.newPage();
    await home.goto(shop.url + '/', { waitUntil: 'networkidle' });
    await loginViaModal(home, shopper);
    await home.close();
    const page = await controlledPage(context, url);
    const problems = watchConsole(page);
    await loggedInHeader(page, shopper).waitFor();
    await addToCart(page);
    await expect
      .poll(async () => (await storedLines(page))[0]?.server_item_id, { timeout: 15_000 })
      .not.toBeUndefined();
    const before = await openMicrocart(page);
    const grandTotal = await before.getByTestId('cart-totals').locator('[data-code="grand_total"] dd').textContent();
    await closeMicrocart(page);
    // The worker keeps an anonymous copy of the page the shopper has seen (see docs/behaviour.md#offline-copies).
    await cached(page, url);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    // The copy is anonymous; the page takes the session from browser storage and the cart with it.
    await loggedInHeader(page, shopper).waitFor();
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);
    const panel = await openMicrocart(page);
    await panel.getByTestId('microcart-line').getByText(product!.name).waitFor();
    expect(await panel.getByTestId('cart-totals').locator('[data-code="grand_total"] dd').textContent()).toBe(
      grandTotal,
    );
    await panel.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await expect.poll(() => headerCount(page), SETTLE).toBe(2);
    expect(await storedLines(page)).toEqual([expect.objectContaining({ sku: product!.sku, qty: 2 })]);

    // Back online, a new page start sends the change once.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'networkidle' });
    const cartId = await storedValue(page, 'shop/cart/current-cart-token');
    const token = await apiToken(shopper);
    await expect.poll(async () => (await serverCart(cartId, token))[0]?.qty, SETTLE).toBe(2);
    expect(await serverCart(cartId, token)).toHaveLength(1);
    // Besides the offline failures (the worker answers a miss with a network error), the two-second access token is refused once in a while and refreshed (a 401).
    expect(
      problems.filter(
        (problem) => !/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch|status of 401/.test(problem),
      ),
    ).toEqual([]);
    await context.close();
  });
});

const HOUR = 3_600_000;

describe.each(flows.pick(VIEWPORTS))('a booking offline at $width px', (viewport) => {
  it('is refused with a clear message and leaves the cart as it is', async () => {
    const from = Math.ceil(Date.now() / HOUR) * HOUR + 90 * 24 * HOUR;
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${shop.url}${hourlyListingPath(from, from + HOUR)}`, {
      waitUntil: 'networkidle',
    });
    await context.setOffline(true);
    const card = page
      .locator('.spot-card')
      .filter({ has: page.locator('.spot-add') })
      .first();
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    await page
      .locator('.ui-toast')
      .getByText('A spot can only be booked while online: the spot must be held for you first.')
      .waitFor();
    expect(await headerCount(page)).toBe(0);
    expect(await storedLines(page)).toEqual([]);
    // Back online, the same button books it (the server holds the spot).
    await context.setOffline(false);
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);
    await context.close();
  });
});

describe('sync tasks made offline', () => {
  it('survive a reload, go out once with a fresh token, and are dropped when the shopper logs out', async () => {
    const [first] = await plainProducts(shop, 'simple', 1, 8);
    const shopper = await registeredShopper(shop, 'Olga');
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    const wishlistCalls: Array<{ method: string; status: number }> = [];
    page.on('response', (response: Response) => {
      if (new URL(response.url()).pathname === '/api/ext/wishlist' && response.request().method() !== 'GET')
        wishlistCalls.push({ method: response.request().method(), status: response.status() });
    });
    await page.goto(`${shop.url}/${first!.url_path}`, { waitUntil: 'networkidle' });
    // The wishlist sync (loaded on demand after login) first brings the lists together; changes are mirrored after.
    const wishlistSynced = page.waitForResponse((response) => response.url().includes('/api/ext/wishlist'));
    await loginViaModal(page, shopper);
    await wishlistSynced;
    await page.waitForLoadState('networkidle');

    // Offline, the change is stored as a task; the access token expires meanwhile. The list buttons' change code is
    // loaded on the first press: offline it comes from the worker's precache, so the worker is installed first.
    await workerActive(page);
    /** Offline, a press of the wishlist button `press` (which turns into `then`) is stored; the token then expires. */
    const changeOffline = async (press: string, then: string) => {
      wishlistCalls.length = 0;
      await context.setOffline(true);
      await page.getByRole('button', { name: press }).click();
      await page.getByRole('button', { name: then }).waitFor();
      await expect.poll(() => storedTasks(page)).toBe(1);
      await outliveTheAccessToken(page);
    };
    await changeOffline('Add to wishlist', 'Remove from wishlist');

    // Back online, a reload (app start) sends the stored task once; it leaves storage.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'networkidle' });
    await loggedInHeader(page, shopper).waitFor();
    await expect.poll(() => storedTasks(page), SETTLE).toBe(0);
    const token = await storedValue(page, 'shop/user/current-token');
    expect(await serverWishlist(shopper)).toEqual([first!.sku]);
    // Once: a refused token (401, refreshed by the machine, then retried) is the only other answer there may be.
    expect(wishlistCalls.filter((call) => call.status !== 401)).toEqual([{ method: 'POST', status: 200 }]);

    // Offline again: a removal waits while the token expires; the next change online sends both in order, the stored
    // one first, refreshed by the token machine after the API refused the old token.
    await changeOffline('Remove from wishlist', 'Add to wishlist');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect.poll(() => storedTasks(page), SETTLE).toBe(0);
    await expect
      .poll(() => wishlistCalls.filter((call) => call.status === 200), SETTLE)
      .toEqual([
        { method: 'DELETE', status: 200 },
        { method: 'POST', status: 200 },
      ]);
    expect(wishlistCalls.filter((call) => call.status !== 200 && call.status !== 401)).toEqual([]);
    expect(wishlistCalls).toContainEqual({ method: 'DELETE', status: 401 });
    const fresh = await storedValue(page, 'shop/user/current-token');
    expect(fresh).not.toBe(token);
    expect(await serverWishlist(shopper)).toEqual([first!.sku]);

    // A removal queued offline, then a logout: the task goes with the shopper and is never sent.
    wishlistCalls.length = 0;
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Remove from wishlist' }).click();
    await expect.poll(() => storedTasks(page)).toBe(1);
    await logOutFromHeader(page);
    await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).waitFor();
    await expect.poll(() => storedTasks(page)).toBe(0);
    // Back online and a new page start (which flushes what is stored): nothing goes out.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await serverWishlist(shopper)).toEqual([first!.sku]);
    expect(wishlistCalls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await context.close();
  });
});
