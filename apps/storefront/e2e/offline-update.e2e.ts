import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, pageShown, watchConsole } from './support/browser';
import { gridTiles } from './support/listing';
import { prepareSecondDeployment, type SecondDeployment } from './support/second-deployment';
import { controlledPage } from './support/service-worker';
import { startStorefront, type RunningStorefront } from './support/start-storefront';

// The route module a client-side navigation to a category loads: the second deployment renames it.
const ROUTE = 'catalog-dispatcher';
const CATEGORY = '/women/women-20';

let shop: RunningStorefront;
let browser: Browser;
let next: SecondDeployment;
beforeAll(async () => {
  next = prepareSecondDeployment(ROUTE);
  [shop, browser] = await Promise.all([startStorefront(), launchBrowser({ serviceWorkers: 'allow' })]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  next?.remove();
});

const version = (page: Page) =>
  page.evaluate(() => (window as { __reactRouterManifest?: { version: string } }).__reactRouterManifest?.version);

describe('a new deployment while a tab is open', () => {
  it('keeps the tab working on its own build, offers Refresh, and Refresh loads the new version', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    let problems: string[] = [];
    const logs: string[] = [];
    const page = await controlledPage(context, shop.url + '/', (opened) => {
      problems = watchConsole(opened);
      opened.on('console', (message) => logs.push(message.text()));
    });
    expect(await version(page)).toBe(next.oldVersion);
    // The reloaded tab registers when idle; it follows updates from then on.
    await expect.poll(() => logs.filter((line) => line.startsWith('[sw] registered')).length).toBeGreaterThanOrEqual(2);

    // The deployment: the same port, a restarted server with the new build and the previous build's assets kept.
    const port = new URL(shop.url).port;
    await shop.stop();
    shop = await startStorefront({ STOREFRONT_BUILD_DIR: next.buildDir, PORT: port });
    // A first render warms the new server, so the tab's reload below gets the network's answer within the worker's
    // 3 s time-out rather than the copy kept before the deployment.
    await (await fetch(shop.url + CATEGORY)).text();
    // What the tab met while the server was down (its route discovery failing) is the outage, not the update.
    problems.length = 0;
    // Without a worker (another browser, a cleared cache) the previous build's chunk is still served, and the new one.
    expect((await context.request.get(shop.url + next.oldModule)).status()).toBe(200);
    expect((await context.request.get(shop.url + next.newModule)).status()).toBe(200);

    // The browser looks for a new worker (hourly, on reconnecting, on a load); the tab is asked, never taken over.
    const modules: string[] = [];
    page.on('request', (request) => modules.push(new URL(request.url()).pathname));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const offer = page.getByText('A new version of the shop is available.');
    await offer.waitFor();
    expect(await version(page)).toBe(next.oldVersion);

    // The open tab still navigates on its own build: the category's old route module loads.
    await page.locator(`.main-nav a[href="${CATEGORY}"]`).first().click();
    await pageShown(page);
    await page.locator('.listing-products .product-tile').first().waitFor();
    expect((await gridTiles(page)).length).toBeGreaterThan(0);
    expect(modules).not.toContain(next.newModule);
    expect(
      await page.evaluate(
        (module) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(module)),
        next.oldModule,
      ),
    ).toBe(true);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForFunction(
      (wanted) => (window as { __reactRouterManifest?: { version: string } }).__reactRouterManifest?.version === wanted,
      next.newVersion,
      { timeout: 20_000 },
    );
    await page.locator('.listing-products .product-tile').first().waitFor();
    expect(page.url()).toBe(shop.url + CATEGORY);
    // The new worker controls the tab; the previous build's precache stays for the pages kept before the update.
    expect(
      await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('precache')).length),
    ).toBe(2);
    // React Router's own notice that the old tab's route discovery met the new manifest is expected here.
    const expected = /ERR_CONNECTION_REFUSED|manifest version mismatch/;
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
    await context.close();
  });

  it('reloads once when a chunk fails to load, and not again for the same build', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(shop.url + '/', { waitUntil: 'load' });
    await page.locator('#main').waitFor();
    // The handler reloads only after cancelling the event, during its dispatch: an event left uncancelled means no
    // reload is coming.
    const failChunk = () =>
      page.evaluate(() => {
        (window as { survived?: boolean }).survived = true;
        return window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      });
    // What Vite's preload helper dispatches when a lazy chunk's import fails.
    await Promise.all([page.waitForEvent('load'), failChunk()]);
    expect(await page.evaluate(() => (window as { survived?: boolean }).survived)).toBeUndefined();
    await page.locator('#main').waitFor();
    expect(await failChunk()).toBe(true);
    expect(await page.evaluate(() => (window as { survived?: boolean }).survived)).toBe(true);
    await context.close();
  });
});
