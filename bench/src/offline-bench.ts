import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { launchChromium } from './browser.js';
import { startStorefront } from './server-process.js';
import { summarize } from './stats.js';

/** docs/behaviour.md#offline: what the worker downloads on a first visit, beyond the page itself. */
const PRECACHE_BUDGET_KB = 400;
const REPEATS = 10;

export interface OfflineFigures {
  /** False when the build has no worker (then the other figures are of a plain repeat visit). */
  worker: boolean;
  /** Requests the worker made while installing, and their bytes on the wire (headers and encoded body). */
  precacheRequests: number;
  precacheKb: number;
  /** What the first visit's page itself downloaded (document, scripts, styles, images, data). */
  pageKb: number;
  /** Load event of a repeat visit of home, in ms from navigation start. */
  online: { median: number; p95: number };
  offline: { median: number; p95: number } | undefined;
}

async function transferredBytes(request: Request): Promise<number> {
  try {
    const sizes = await request.sizes();
    return sizes.responseHeadersSize + sizes.responseBodySize;
  } catch {
    return 0;
  }
}

/** The load event of the page's latest navigation, relative to its start; rejects when the page shows no product. */
async function loadMs(page: Page): Promise<number> {
  return (await page.evaluate(`new Promise((resolve) => {
    const read = () => {
      const entry = performance.getEntriesByType('navigation')[0];
      if (entry && entry.loadEventEnd > 0) resolve(entry.loadEventEnd - entry.startTime);
      else setTimeout(read, 20);
    };
    read();
  })`)) as number;
}

async function repeatVisits(page: Page, url: string): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    await page.goto(url, { waitUntil: 'load' });
    // A repeat visit that fell back to the offline page would measure the wrong thing.
    await page.locator('a[href]').first().waitFor({ timeout: 10_000 });
    if (page.url() !== url) throw new Error(`The repeat visit of ${url} ended on ${page.url()}`);
    samples.push(await loadMs(page));
  }
  return summarize(samples);
}

/**
 * The figures of docs/behaviour.md#offline, in Debian's Chromium against the production build: what the worker precaches on a first visit,
 * and how long a repeat visit of home takes online and with the network off.
 */
export async function runOfflineBench(storefrontScript: string): Promise<OfflineFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-offline-'));
  const server = await startStorefront(storefrontScript, dir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const worker: Promise<number>[] = [];
    const own: Promise<number>[] = [];
    context.on('requestfinished', (request) => {
      (request.serviceWorker() ? worker : own).push(transferredBytes(request));
    });
    const page = await context.newPage();
    const home = `${server.url}/`;
    await page.goto(home, { waitUntil: 'networkidle' });
    const registered = (await page.evaluate(`(async () => {
      if (!('serviceWorker' in navigator)) return false;
      const ready = navigator.serviceWorker.ready.then(() => true);
      const late = new Promise((resolve) => setTimeout(() => resolve(false), 20000));
      return Promise.race([ready, late]);
    })()`)) as boolean;
    // The worker's install downloads after the page is idle; wait until its requests stop.
    let seen = -1;
    while (seen !== worker.length) {
      seen = worker.length;
      await page.waitForTimeout(1000);
    }
    const sum = async (list: Promise<number>[]) => (await Promise.all(list)).reduce((a, b) => a + b, 0) / 1024;
    const precacheRequests = worker.length;
    const precacheKb = await sum(worker);
    const pageKb = await sum(own);
    // A reload puts the page under the worker's control (the first visit was not).
    await page.reload({ waitUntil: 'networkidle' });
    const online = await repeatVisits(page, home);
    let offline: OfflineFigures['offline'];
    if (registered) {
      await context.setOffline(true);
      offline = await repeatVisits(page, home);
      await context.setOffline(false);
    }
    return { worker: registered, precacheRequests, precacheKb, pageKb, online, offline };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printOfflineBench(figures: OfflineFigures): void {
  const fixed = (n: number) => n.toFixed(1);
  console.log('\nOffline and installable (production build, Debian Chromium, 1280 px, home page)\n');
  if (!figures.worker) {
    console.log('No service worker registered: FAIL');
    return;
  }
  const ok = figures.precacheKb <= PRECACHE_BUDGET_KB;
  console.log(
    `Precache on a first visit: ${figures.precacheRequests} requests, ${fixed(figures.precacheKb)} KB transferred ` +
      `beyond the page's own ${fixed(figures.pageKb)} KB (budget ${PRECACHE_BUDGET_KB} KB) ${ok ? 'ok' : 'FAIL'}`,
  );
  console.log('| repeat visit of home | median load | p95 load |');
  console.log('|---|---|---|');
  console.log(`| online | ${fixed(figures.online.median)} ms | ${fixed(figures.online.p95)} ms |`);
  if (figures.offline)
    console.log(`| offline | ${fixed(figures.offline.median)} ms | ${fixed(figures.offline.p95)} ms |`);
}
