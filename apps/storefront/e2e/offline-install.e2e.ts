import { UNSAFE_decodeViaTurboStream } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStorefrontConfig } from '@storefront/core';
import { watchConsole } from './support/browser';
import { controlledPage, fireBackgroundSync, launchProfileContext, untilInPage } from './support/service-worker';
import { startStorefront, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Awaited<ReturnType<typeof launchProfileContext>>;
beforeAll(async () => {
  [shop, browser] = await Promise.all([startStorefront(), launchProfileContext({ width: 1280, height: 900 })]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('installable shop', () => {
  it('has a manifest Chromium can install from, and a worker that controls the page after a reload', async () => {
    const { context } = browser;
    const logs: string[] = [];
    let problems: string[] = [];
    const page = await controlledPage(context, shop.url + '/', (opened) => {
      problems = watchConsole(opened);
      opened.on('console', (message) => logs.push(message.text()));
    });

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      parsed?: { name?: string; display?: string; startUrl?: string };
    };
    expect(manifest.url).toBe(shop.url + '/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);

    const worker = await page.evaluate(async () => {
      const response = await fetch('/service-worker.js', { cache: 'no-store' });
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        cacheControl: response.headers.get('Cache-Control'),
        allowed: response.headers.get('Service-Worker-Allowed'),
        scope: (await navigator.serviceWorker.getRegistration())?.scope,
        controller: navigator.serviceWorker.controller?.scriptURL,
      };
    });
    expect(worker).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      cacheControl: 'no-cache',
      allowed: '/',
      scope: shop.url + '/',
      controller: shop.url + '/service-worker.js',
    });
    expect(logs).toContain(`[sw] registered ${shop.url}/`);
    // The Content-Security-Policy lets the worker and the manifest in: no violation reported.
    expect(problems).toEqual([]);
  });
});

describe('the worker script check (spec point 4)', () => {
  it('registers nothing when /service-worker.js is not JavaScript, and logs why', async () => {
    const context = await launchProfileContext({ width: 390, height: 844 });
    try {
      const page = await context.context.newPage();
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await page.route('**/service-worker.js', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Not a script</p>' }),
      );
      await page.goto(shop.url + '/', { waitUntil: 'load' });
      await page.waitForFunction(() => document.readyState === 'complete');
      await expect.poll(() => logs.find((line) => line.startsWith('[sw] not registered'))).toBeDefined();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the worker and the open pages', () => {
  it('keeps the page’s settings and, on the orderSync background sync, asks the open page to process its queues', async () => {
    const { context } = browser;
    const page = await controlledPage(context, shop.url + '/');
    await untilInPage(
      page,
      async () => (await (await caches.open('storefront-settings')).keys()).length > 0,
      undefined,
    );
    const settings = await page.evaluate(async () =>
      (await caches.open('storefront-settings')).match('/__storefront/service-worker-config').then((r) => r?.json()),
    );
    // The shop runs the default orders settings: the tag and the notification the worker needs of them.
    const { backgroundSyncTag, notification } = defaultStorefrontConfig().orders.offlineOrders;
    expect(settings).toEqual({ backgroundSyncTag, notification });
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as { seenByPage?: unknown[] }).seenByPage = seen;
      navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
    });
    // The worker reports each sync it leaves alone once it has decided so: with that line and the orderSync message
    // both in, the other tag has had its whole say.
    const workerLogs: string[] = [];
    for (const worker of context.serviceWorkers()) worker.on('console', (message) => workerLogs.push(message.text()));
    await fireBackgroundSync(page, shop.url, ['another-tag', 'orderSync']);
    await page.waitForFunction(() => ((window as { seenByPage?: unknown[] }).seenByPage ?? []).length > 0);
    await expect.poll(() => workerLogs).toContain('[sw] background sync of another tag: nothing to do another-tag');
    expect(await page.evaluate(() => (window as { seenByPage?: unknown[] }).seenByPage)).toEqual([
      { type: 'storefront:process-queues', reason: 'sync' },
    ]);
    await page.close();
  });
});

describe('what the server lets the worker keep (X-Storefront-Offline)', () => {
  const mark = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(shop.url + path, { headers, redirect: 'manual' });
    return { mark: response.headers.get('X-Storefront-Offline'), body: await response.text() };
  };

  it('marks shop pages store, pages of a shopper with cookies copy, and the shopper’s own pages never', async () => {
    expect((await mark('/women/women-20')).mark).toBe('store');
    expect((await mark('/women/women-20.data')).mark).toBe('store');
    expect((await mark('/women/women-20', { Cookie: 'sf_cart=abc' })).mark).toBe('copy');
    expect((await mark('/_.data', { Cookie: 'sf_at=token' })).mark).toBe('copy');
    for (const path of ['/my-account', '/my-account/orders', '/my-account.data', '/checkout/thank-you'])
      expect((await mark(path)).mark, path).toBe('never');
    expect((await mark('/api/catalog/vue_storefront_catalog/category/_search')).mark).toBeNull();
  });

  it('renders the worker’s copy anonymously: offlineCopy, no session, no flash', async () => {
    const flash = `sf_flash=${encodeURIComponent(JSON.stringify({ type: 'success', message: 'Flash for one page' }))}`;
    const rootData = async (headers: Record<string, string>) => {
      const response = await fetch(shop.url + '/_.data', { headers });
      const { value } = await UNSAFE_decodeViaTurboStream(response.body!, globalThis);
      return (value as { root: { data: Record<string, unknown> } }).root.data;
    };
    const copy = await rootData({ 'X-Storefront-Offline-Copy': '1', Cookie: `sf_at=forged; ${flash}` });
    expect(copy).toMatchObject({ offlineCopy: true, notifications: [] });
    expect(copy.session).toBeUndefined();
    const page = await rootData({ Cookie: flash });
    expect(page).toMatchObject({
      offlineCopy: false,
      session: null,
      notifications: [{ message: 'Flash for one page' }],
    });
  });
});
