import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumPath } from './browser';

/** Waits until the shop's service worker is active (it registers when the page is idle). */
export async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  });
}

/**
 * A page of a fresh context that the worker controls: the first load installs it, a reload is the first page it
 * serves (and keeps). Returns the page on `path`.
 */
export async function controlledPage(
  context: BrowserContext,
  url: string,
  onPage?: (page: Page) => void,
): Promise<Page> {
  const page = await context.newPage();
  onPage?.(page);
  await page.goto(url, { waitUntil: 'load' });
  await workerActive(page);
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
  return page;
}

/** Every cache of the origin: its name and, per entry, the URL and the body as text. */
export function cacheContents(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('Content-Type') ?? '';
        const body = response && /text|json|javascript|turbo|octet/.test(type) ? await response.text() : '';
        entries.push({ cache: name, url: request.url, body });
      }
    }
    return entries;
  });
}

/**
 * Waits until `check` holds in the page. The Cache API answers with promises, and `page.waitForFunction` takes a
 * returned promise for a truthy answer at once: it would not wait at all.
 */
export async function untilInPage(page: Page, check: (arg: string) => Promise<boolean>, arg = ''): Promise<void> {
  await expect.poll(() => page.evaluate(check, arg), { interval: 100, timeout: 15_000 }).toBe(true);
}

/** Waits until a runtime cache holds `url` (the worker keeps pages after answering them). */
export async function cached(page: Page, url: string): Promise<void> {
  await untilInPage(page, async (wanted) => (await caches.match(wanted)) !== undefined, url);
}

/**
 * Chromium with a profile on disk: a browser context of `browser.newContext()` is incognito, where Chromium
 * reports every app as not installable ('in-incognito'). The flags are those of `launchBrowser`.
 */
export async function launchProfileContext(viewport: { width: number; height: number }): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    viewport,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Fires the worker's background sync `tags`, in order, through the DevTools protocol, as the browser does when the
 * connection returns after a registration (only Chromium has the Background Sync API).
 */
export async function fireBackgroundSync(page: Page, origin: string, tags: readonly string[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = (registrations as { registrationId: string; scopeURL: string }[]).find(
        (entry) => entry.scopeURL === origin + '/',
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  for (const tag of tags)
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false });
  await cdp.send('ServiceWorker.disable');
  await cdp.detach();
}
