import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './browser.js';
import { findPlainProduct } from './queries.js';
import { startStorefront } from './server-process.js';
import { summarize } from './stats.js';
import { javascriptKb } from './storefront-budgets.js';

/** docs/behaviour.md#checkout-and-orders: the checkout page's JavaScript with a cart in it, form code included, gzip. */
const CHECKOUT_JS_BUDGET_KB = 150;
/** From the click on the microcart's "Proceed to checkout" to a checkout field the shopper can type in. */
const PROCEED_BUDGET_MS = 300;
const PROCEEDS = 5;

export interface CheckoutFigures {
  checkoutJsKb: number;
  checkoutScripts: number;
  /** The first proceed of a page load, then the median and p95 of PROCEEDS more (each from a fresh product page). */
  proceedMs: { first: number; median: number; p95: number; width: number }[];
}

interface Envelope {
  code: number;
  result: unknown;
}

async function post(url: string, body?: unknown): Promise<Envelope> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Envelope;
}

/** A guest cart with one simple product in stock, made through the cart API as the browser would. */
async function guestCartWithALine(base: string): Promise<string> {
  const product = await findPlainProduct(base, 'sku');
  if (!product) throw new Error('No simple product in the demo catalogue');
  const created = await post(`${base}/api/cart/create`);
  if (created.code !== 200 || typeof created.result !== 'string') throw new Error('No guest cart');
  const cartId = created.result;
  const added = await post(`${base}/api/cart/update?cartId=${cartId}`, {
    cartItem: { sku: product.sku, qty: 1, quoteId: cartId },
  });
  if (added.code !== 200) throw new Error(`The product was not added: ${JSON.stringify(added.result)}`);
  return cartId;
}

/**
 * Milliseconds from the click on "Proceed to checkout" in an open microcart to the checkout's first text field being
 * visible and enabled, measured in the page (performance.now at the click, then every animation frame). The shopper
 * has added a product on this page; the pointer is not over the link before the click (no intent prefetch).
 */
async function proceedMs(page: Page, productUrl: string): Promise<number> {
  await page.goto(productUrl, { waitUntil: 'networkidle' });
  await page.locator('[data-testid="cart-button"]').click();
  await page.locator('.microcart-checkout').waitFor();
  await page.waitForLoadState('networkidle');
  // Page code as text: the bench compiles without the DOM's types.
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const link = document.querySelector('.microcart-checkout');
    const started = performance.now();
    link.click();
    const check = () => {
      const field = document.querySelector('.page.checkout input[type="text"], .page.checkout input[type="email"]');
      if (field && !field.disabled && field.getBoundingClientRect().height > 0) resolve(performance.now() - started);
      else if (performance.now() - started > 20000) reject(new Error('the checkout never became usable'));
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
}

async function proceedFigures(base: string, width: number) {
  const product = await findPlainProduct(base, 'url_path');
  if (!product) throw new Error('No simple product in the demo catalogue');
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await page.goto(`${base}/${product.url_path}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Product has been added to the cart!').first().waitFor();
    const first = await proceedMs(page, `${base}/${product.url_path}`);
    const samples: number[] = [];
    for (let i = 0; i < PROCEEDS; i++) samples.push(await proceedMs(page, `${base}/${product.url_path}`));
    const stats = summarize(samples);
    return { first, median: stats.median, p95: stats.p95, width };
  } finally {
    await browser.close();
  }
}

export async function runCheckoutBench(storefrontScript: string): Promise<CheckoutFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-checkout-'));
  const server = await startStorefront(storefrontScript, dir);
  try {
    const cartId = await guestCartWithALine(server.url);
    const js = await javascriptKb(`${server.url}/checkout`, [{ name: 'sf_cart', value: cartId, url: server.url }]);
    const proceedMs = [await proceedFigures(server.url, 390), await proceedFigures(server.url, 1280)];
    return { checkoutJsKb: js.kb, checkoutScripts: js.scripts, proceedMs };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printCheckoutBench(figures: CheckoutFigures): void {
  const ok = figures.checkoutJsKb <= CHECKOUT_JS_BUDGET_KB;
  console.log('\nCheckout in the browser (production build, Debian Chromium, 390 and 1280 px)\n');
  console.log('| figure | value | budget |');
  console.log('|---|---|---|');
  console.log(
    `| checkout page with a cart, all JS by network idle (gzip, the larger width) | ` +
      `${figures.checkoutJsKb.toFixed(1)} KB in ${figures.checkoutScripts} scripts | ` +
      `${CHECKOUT_JS_BUDGET_KB} KB: ${ok ? 'pass' : 'FAIL'} |`,
  );
  let proceedOk = true;
  for (const figure of figures.proceedMs) {
    const within = figure.first <= PROCEED_BUDGET_MS && figure.p95 <= PROCEED_BUDGET_MS;
    proceedOk &&= within;
    console.log(
      `| ${figure.width} px: click on "Proceed to checkout" to a usable checkout (first; next ${PROCEEDS}) | ` +
        `${figure.first.toFixed(0)} ms; median ${figure.median.toFixed(0)} ms, p95 ${figure.p95.toFixed(0)} ms | ` +
        `${PROCEED_BUDGET_MS} ms: ${within ? 'pass' : 'FAIL'} |`,
    );
  }
  if (!ok || !proceedOk) process.exitCode = 1;
}
