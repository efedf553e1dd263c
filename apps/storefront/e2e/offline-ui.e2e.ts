import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageShown, recordToasts, reloadSettled, toastsSeen, widthFlows } from './support/browser';
import { configFile, shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

// docs/behaviour.md#offline, what the shopper sees offline. No service worker here: the browser context goes offline, so
// every request the page makes fails, as it does on a connection that dropped.
const PAGE_GONE = 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';
const NOTHING_LISTED = 'No products synchronized for this category. Please come back while online!';
const LISTING = '/c/all-2';

let shop: RunningStorefront;
let browser: Browser;
// The German store view is on, so the redirect is checked in a store with a path prefix too.
shopAndBrowserPerFile(
  (started) => ({ shop, browser } = started),
  {
    STOREFRONT_MULTISTORE: 'true',
    STOREFRONT_CONFIG_FILE: configFile('storefront.json', { storeViews: { views: { de: { disabled: false } } } }),
  },
  { serviceWorkers: 'allow' },
);

async function open(path: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(shop.url + path, { waitUntil: 'networkidle' });
  return { context, page };
}

/** A link's own click, also for a menu link a phone keeps behind the menu button. */
const follow = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((link: HTMLAnchorElement) => link.click());

const toast = (page: Page, text: string) => page.locator('.ui-toast', { hasText: text });
const badge = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

/** Whether two on-screen boxes share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number } | null, b: typeof a): boolean {
  if (!a || !b) throw new Error('element not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The page's `.data` requests from now on (the router's data loads; an offline click must start none). */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) seen.push(request.url());
  });
  return seen;
}

const flows = widthFlows();

describe.each([1280, 390])('offline at %i px', (width) => {
  const flow = flows.at(width);
  it('shows the offline badge while offline, clear of the header and its cart button, and hides it online', async () => {
    const { context, page } = await open(LISTING, width);
    expect(await badge(page).count()).toBe(0);
    await context.setOffline(true);
    await badge(page).waitFor();
    const bar = await page.locator('.offline-badge').boundingBox();
    // At the bottom of the window, where it covers neither the header nor the cart button.
    expect(Math.round(bar!.y + bar!.height)).toBe(800);
    expect(overlap(bar, await page.locator('.site-header').boundingBox())).toBe(false);
    const cart = (await page.getByTestId('cart-button').boundingBox())!;
    const atCart = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="cart-button"]') !== null,
      [cart.x + cart.width / 2, cart.y + cart.height / 2],
    );
    expect(atCart).toBe(true);
    await context.setOffline(false);
    await page.locator('.offline-badge').waitFor({ state: 'detached' });
    await context.close();
  });

  flow.each(['', '/de'])(
    'sends an offline visit to an unvisited category or product to the store home (%s/) with the notice',
    async (prefix) => {
      const home = `${prefix}/`;
      const { context, page } = await open(home, width);
      // Online first: a category and a product, so the page has the code of both kinds of page.
      const categories = await page
        .locator('.main-nav a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      await follow(page, `.main-nav a[href="${categories[0]}"]`);
      await page.locator('.category-page h1').waitFor();
      const visited = await page.locator('.product-tile a').first().getAttribute('href');
      await follow(page, '.product-tile a');
      await page.locator('.product-page').waitFor();
      await follow(page, '.logo');
      await page.locator('.home').waitFor();
      await pageShown(page);
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await follow(page, `.main-nav a[href="${categories[1]}"]`);
      await toast(page, PAGE_GONE).waitFor();
      expect(new URL(page.url()).pathname).toBe(home);
      await page.locator('.home').waitFor();
      await pageShown(page);
      expect(await page.getByText('Internal Server Error 500').count()).toBe(0);
      expect(await toast(page, PAGE_GONE).getAttribute('class')).toContain('ui-toast--warning');
      // The notice stands above the offline bar, not under it.
      expect(
        overlap(await toast(page, PAGE_GONE).boundingBox(), await page.locator('.offline-badge').boundingBox()),
      ).toBe(false);

      await toast(page, PAGE_GONE).getByRole('button', { name: 'OK' }).click();
      await toast(page, PAGE_GONE).waitFor({ state: 'detached' });
      const unvisited = await page
        .locator('.home .product-tile a')
        .evaluateAll((links, seen) => links.map((l) => l.getAttribute('href')!).find((href) => href !== seen), visited);
      await follow(page, `.home .product-tile a[href="${unvisited}"]`);
      await toast(page, PAGE_GONE).waitFor();
      expect(new URL(page.url()).pathname).toBe(home);
      await page.locator('.home .product-tile').first().waitFor();

      // Back online the shop carries on where it is.
      await context.setOffline(false);
      await follow(page, `.main-nav a[href="${categories[1]}"]`);
      await page.locator('.category-page h1').waitFor();
      expect(new URL(page.url()).pathname).toBe(categories[1]);
      await context.close();
    },
  );
});

describe('offline listings', () => {
  it('asks for no next page offline, by scrolling or by its link, and loads it once back online', async () => {
    const { context, page } = await open(LISTING, 1280);
    const tiles = page.locator('.listing-products .product-tile');
    const before = await tiles.count();
    expect(await page.locator('a[rel="next"]').count()).toBe(1);
    await context.setOffline(true);
    const requests = dataRequests(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('a[rel="next"]').click();
    // Two frames: the intersection observer has reported the sentinel by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(requests).toEqual([]);
    expect(await tiles.count()).toBe(before);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(LISTING);
    expect(await page.locator('.loading-tiles').count()).toBe(0);
    expect(await toast(page, NOTHING_LISTED).count()).toBe(0);

    await context.setOffline(false);
    await page.waitForFunction(
      (count) => document.querySelectorAll('.listing-products .product-tile').length > count,
      before,
    );
    await context.close();
  });

  it('says that nothing is synchronized for an empty listing offline', async () => {
    const { context, page } = await open(`${LISTING}?price=0-1`, 390);
    await page.getByText('No products found!').waitFor();
    expect(await toast(page, NOTHING_LISTED).count()).toBe(0);
    await context.setOffline(true);
    await toast(page, NOTHING_LISTED).waitFor();
    await context.close();
  });

  it('searches only the cached results offline and says when there are none', async () => {
    const { context, page } = await open('/', 1280);
    const panel = page.getByRole('dialog', { name: 'Search' });
    await page.locator('.header-actions [aria-label="Search"]').click();
    await panel.getByRole('searchbox').fill('jacket');
    await page.locator('.search-panel .product-tile').first().waitFor();
    const found = await page.locator('.search-panel .product-tile').count();

    await context.setOffline(true);
    const requests: string[] = [];
    // The overlay's data comes from the results page (`/search.data?q=`).
    page.on(
      'request',
      (request) => /\/search(\.data)?$/.test(new URL(request.url()).pathname) && requests.push(request.url()),
    );
    await panel.getByRole('searchbox').fill('');
    await panel.getByRole('searchbox').fill('jacket');
    // The cached results of the same search show offline.
    await page.waitForFunction(
      (count) => document.querySelectorAll('.search-panel .product-tile').length === count,
      found,
    );
    await panel.getByRole('searchbox').fill('zebra kayak');
    await toast(page, NOTHING_LISTED).waitFor();
    expect(requests).toEqual([]);
    await context.close();
  });
});

describe('the offline notice handed over by a document load', () => {
  it('shows once on the home page when the offline page left the flag', async () => {
    const { context, page } = await open('/', 1280);
    // The toast times out after ui.notificationTimeoutMs: recorded as it appears, it is seen however long the load takes.
    await recordToasts(page);
    await page.evaluate(() => sessionStorage.setItem('storefront:offline-redirect', '1'));
    await reloadSettled(page);
    await page.waitForFunction(
      (text) => ((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []).some((t) => t.includes(text)),
      PAGE_GONE,
    );
    expect((await toastsSeen(page)).filter((text) => text.includes(PAGE_GONE))).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem('storefront:offline-redirect'))).toBeNull();
    await reloadSettled(page);
    await page.locator('.home').waitFor();
    expect((await toastsSeen(page)).filter((text) => text.includes(PAGE_GONE))).toEqual([]);
    await context.close();
  });
});

describe('reviews offline', () => {
  it('hides the reviews and their form offline, and shows them again online', async () => {
    const { context, page } = await open(LISTING, 1280);
    await follow(page, '.product-tile a');
    const reviews = page.locator('#reviews');
    await reviews.waitFor();
    await context.setOffline(true);
    await reviews.waitFor({ state: 'hidden' });
    await context.setOffline(false);
    await reviews.waitFor({ state: 'visible' });
    await context.close();
  });
});
