import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlainProduct } from './queries.js';
import { startStorefront } from './server-process.js';
import { javascriptKb } from './storefront-budgets.js';

/** docs/behaviour.md#checkout-and-orders: the checkout page's JavaScript with a cart in it, form code included, gzip. */
const CHECKOUT_JS_BUDGET_KB = 150;

export interface CheckoutFigures {
  checkoutJsKb: number;
  checkoutScripts: number;
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

export async function runCheckoutBench(storefrontScript: string): Promise<CheckoutFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-checkout-'));
  const server = await startStorefront(storefrontScript, dir);
  try {
    const cartId = await guestCartWithALine(server.url);
    const js = await javascriptKb(`${server.url}/checkout`, [{ name: 'sf_cart', value: cartId, url: server.url }]);
    return { checkoutJsKb: js.kb, checkoutScripts: js.scripts };
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
  if (!ok) process.exitCode = 1;
}
