import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './browser.js';
import { findPlainProduct } from './queries.js';
import { startStorefront } from './server-process.js';
import { summarize } from './stats.js';
import { javascriptKb, pagesToMeasure } from './storefront-budgets.js';

const OPEN_BUDGET_MS = 100;
const JS_BUDGET_KB = 130;
const OPENS = 10;

/** A simple product in stock without custom options: one click adds it. */
async function plainProductPath(base: string): Promise<string> {
  const plain = await findPlainProduct(base, 'url_path');
  if (!plain) throw new Error('No simple product without custom options in the demo catalogue');
  return `/${plain.url_path}`;
}

/**
 * Milliseconds from the click on the header's cart button to the first microcart line being visible, measured in
 * the page (performance.now at the click, then every animation frame until the line has a box).
 */
async function openMicrocartMs(page: Page): Promise<number> {
  // Page code as text: the bench compiles without the DOM's types.
  const ms = (await page.evaluate(`new Promise((resolve, reject) => {
    const button = document.querySelector('[data-testid="cart-button"]');
    if (!button) return reject(new Error('no cart button'));
    const started = performance.now();
    button.click();
    const check = () => {
      const line = document.querySelector('[data-testid="microcart-line"]');
      if (line && line.getBoundingClientRect().height > 0) resolve(performance.now() - started);
      else if (performance.now() - started > 10000) reject(new Error('the line never showed'));
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  return ms;
}

export interface CartUiFigures {
  productPageJsKb: number;
  productPageScripts: number;
  firstOpenMs: number;
  openMs: { median: number; p95: number };
}

/** The cart's browser figures: the product page's JavaScript with the cart in it, and the microcart's opening time. */
export async function runCartUiBench(storefrontScript: string): Promise<CartUiFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-cart-ui-'));
  const server = await startStorefront(storefrontScript, dir);
  const browser = await launchChromium();
  try {
    const product = (await pagesToMeasure(server.url)).find(([name]) => name === 'configurable product')!;
    const js = await javascriptKb(server.url + product[1]);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(server.url + (await plainProductPath(server.url)), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Product has been added to the cart!').first().waitFor();
    // A returning shopper: a fresh page load, the microcart's code not loaded yet (no hover prefetch).
    await page.reload({ waitUntil: 'networkidle' });
    const firstOpenMs = await openMicrocartMs(page);
    const samples: number[] = [];
    for (let i = 0; i < OPENS; i++) samples.push(await openMicrocartMs(page));
    const stats = summarize(samples);
    return {
      productPageJsKb: js.kb,
      productPageScripts: js.scripts,
      firstOpenMs,
      openMs: { median: stats.median, p95: stats.p95 },
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printCartUiBench(figures: CartUiFigures): void {
  const jsOk = figures.productPageJsKb <= JS_BUDGET_KB;
  const openOk = figures.firstOpenMs <= OPEN_BUDGET_MS && figures.openMs.p95 <= OPEN_BUDGET_MS;
  console.log('\nCart in the browser (production build, Debian Chromium, 1280 px)\n');
  console.log('| figure | value | budget |');
  console.log('|---|---|---|');
  console.log(
    `| configurable product page, all JS by network idle (gzip) | ${figures.productPageJsKb.toFixed(1)} KB in ` +
      `${figures.productPageScripts} scripts | ${JS_BUDGET_KB} KB: ${jsOk ? 'pass' : 'FAIL'} |`,
  );
  console.log(
    `| microcart: click to line visible, first open after a reload | ${figures.firstOpenMs.toFixed(1)} ms | ` +
      `${OPEN_BUDGET_MS} ms: ${figures.firstOpenMs <= OPEN_BUDGET_MS ? 'pass' : 'FAIL'} |`,
  );
  console.log(
    `| microcart: click to line visible, next ${OPENS} opens | median ${figures.openMs.median.toFixed(1)} ms, ` +
      `p95 ${figures.openMs.p95.toFixed(1)} ms | ${OPEN_BUDGET_MS} ms: ${figures.openMs.p95 <= OPEN_BUDGET_MS ? 'pass' : 'FAIL'} |`,
  );
  if (!jsOk || !openOk) process.exitCode = 1;
}
