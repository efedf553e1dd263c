import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from './support/browser';
import { controlledPage, launchProfileContext } from './support/service-worker';
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
