import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated, routerNavigate } from './browser';
import { listedProducts } from './catalogue';
import type { RunningStorefront } from './start-storefront';

export type CartTestProduct = { sku: string; name: string; url_path: string; custom_options?: unknown[] };

/** Visible products of a type in stock with no custom options to fill in (one add is one click). */
export async function plainProducts(
  shop: RunningStorefront,
  type: string,
  count: number,
  from = 0,
): Promise<CartTestProduct[]> {
  const found = await listedProducts<CartTestProduct>(shop, type, 'size=60&sort=id:asc', [
    { terms: { 'stock.is_in_stock': [true] } },
  ]);
  const plain = found.filter((doc) => !Array.isArray(doc.custom_options) || doc.custom_options.length === 0);
  return plain.slice(from, from + count);
}

/** The header's cart button (its name adds the count). */
export const cartButton = (page: Page) => page.getByTestId('cart-button');

/** The header's count as shown, 0 when no badge. */
export async function headerCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

export const microcart = (page: Page) => page.getByRole('dialog', { name: 'Shopping cart' });

/** Opens the microcart and waits for its content (lines or the empty state). */
export async function openMicrocart(page: Page) {
  await cartButton(page).click();
  const panel = microcart(page);
  await panel.waitFor();
  await panel.locator('[data-testid="microcart-line"], [data-testid="microcart-empty"]').first().waitFor();
  return panel;
}

export async function closeMicrocart(page: Page) {
  await page.keyboard.press('Escape');
  await microcart(page).waitFor({ state: 'detached' });
}

/** Client-side navigation through the app's router (no document load). */
export async function navigateInApp(page: Page, path: string) {
  await routerNavigate(page, path);
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(() => document.querySelector<HTMLElement>('#main')?.dataset.path === location.pathname);
}

/** Clicks Add to cart and waits for the success notice. */
export async function addToCart(page: Page, clicks: 1 | 2 = 1) {
  // A click before React hydrated the page posts the no-JavaScript form: the server adds the line and the browser's
  // follow-up stock check ('In stock!') never runs. On a loaded machine `page.goto` returns well before hydration.
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Add to cart' });
  await button.click({ clickCount: clicks });
  const added = page.getByText('Product has been added to the cart!').first();
  await added.waitFor().catch(async (error: unknown) => {
    // Say what the shopper was told instead.
    const shown = await page.locator('.ui-toasts').allTextContents();
    throw new Error(`no success notice; notices: ${JSON.stringify(shown)}`, { cause: error });
  });
  await page.waitForFunction(() => document.querySelector('.add-to-cart')?.getAttribute('aria-busy') !== 'true');
}

/** How long a poll waits for the cart to settle on a loaded machine (server round trips, idle-time loading). */
export const SETTLE = { timeout: 10_000 };

/**
 * Waits until the pages' cart calls have been quiet for `quietMs`. After a login the cart merges and pulls in every
 * tab of the shopper; a logout revokes the session at once, so a cart call still on its way answers 401 and sends
 * the tab through the token refresh (a race any background sync has with a logout elsewhere). A shopper does not log
 * out within milliseconds of logging in; tests that assert a clean console wait for the sync like the shopper does.
 */
export async function cartSyncSettled(pages: readonly Page[], quietMs = 400, timeoutMs = 10_000): Promise<void> {
  let pending = 0;
  let lastChange = Date.now();
  const isCart = (url: string) => url.includes('/api/cart/');
  const started = (request: Request) => {
    if (!isCart(request.url())) return;
    pending += 1;
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!isCart(request.url())) return;
    pending = Math.max(0, pending - 1);
    lastChange = Date.now();
  };
  for (const page of pages) {
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }
  const deadline = Date.now() + timeoutMs;
  while (pending > 0 || Date.now() - lastChange < quietMs) {
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const page of pages) {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** A browser without JavaScript (`options` for its context) that has put one simple product in its cart. */
export async function noJsShopperWithCart(
  shop: RunningStorefront,
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const [product] = await plainProducts(shop, 'simple', 1, 1);
  await page.goto(`${shop.url}/${product!.url_path}`);
  await page.locator('form.product-form button[type=submit]').click();
  await page.waitForLoadState();
  return { context, page };
}

/**
 * A new page of `context` (15 s for each step) on the third plain simple product, added to the cart once the header
 * says so: a shopper with one line in the cart.
 */
export async function pageWithOneInCart(context: BrowserContext, shop: RunningStorefront): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const [product] = await plainProducts(shop, 'simple', 1, 2);
  await page.goto(`${shop.url}/${product!.url_path}`);
  await addToCart(page);
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  return page;
}
