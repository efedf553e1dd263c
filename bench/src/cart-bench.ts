import { findSimpleProducts } from './queries.js';
import { withDemoCatalogue, type DemoApiBenchOptions } from './demo-database.js';
import { startServer } from './server-process.js';
import { summarize, type Summary } from './stats.js';

export interface CartBenchResult {
  products: number;
  lines: number;
  requests: number;
  pull: Summary;
  update: Summary;
  totals: Summary;
}

const WARMUP = 20;

async function call(url: string, body?: unknown): Promise<{ ms: number; json: { code: number; result: unknown } }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { code: number; result: unknown };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} for ${url}: ${JSON.stringify(json).slice(0, 300)}`);
  return { ms, json };
}

/**
 * `/api/cart/pull`, `update` and `totals` of a guest cart over HTTP, the API as its own process over a demo catalogue:
 * sequential requests on a warm server. Each update adds one unit to a line (a catalogue lookup, the price check and
 * one write transaction); the cart holds `lines` lines throughout.
 */
export async function runCartBench({
  serveScript,
  products = 1000,
  lines = 10,
  requests = 200,
}: DemoApiBenchOptions & { lines?: number; requests?: number }): Promise<CartBenchResult> {
  return withDemoCatalogue('cart-bench', products, async (dir) => {
    const server = await startServer(serveScript, { DATA_DIR: dir });
    try {
      const skus = (await findSimpleProducts<{ sku: string }>(server.url, lines, ['sku'])).map((p) => p.sku);
      if (skus.length < lines) throw new Error(`The demo catalogue has only ${skus.length} simple products`);
      const cartId = (await call(`${server.url}/api/cart/create?token=`, {})).json.result as string;
      const cart = (endpoint: string) => `${server.url}/api/cart/${endpoint}?token=&cartId=${cartId}`;
      const update = (i: number) => call(cart('update'), { cartItem: { sku: skus[i % skus.length], qty: 1 } });
      for (let i = 0; i < lines; i++) await update(i);
      const samples = { pull: [] as number[], update: [] as number[], totals: [] as number[] };
      for (let i = 0; i < WARMUP; i++) {
        await call(cart('pull'));
        await call(cart('totals'));
      }
      for (let i = 0; i < requests; i++) {
        samples.update.push((await update(i)).ms);
        samples.pull.push((await call(cart('pull'))).ms);
        samples.totals.push((await call(cart('totals'))).ms);
      }
      return {
        products,
        lines,
        requests,
        pull: summarize(samples.pull),
        update: summarize(samples.update),
        totals: summarize(samples.totals),
      };
    } finally {
      await server.stop();
    }
  });
}

export function printCartBench(result: CartBenchResult): void {
  const budget = 20;
  console.log(
    `\nCart API (${result.requests} sequential requests each over HTTP, guest cart of ${result.lines} lines, ` +
      `${result.products.toLocaleString('en-US')}-product demo catalogue; budget p95 < ${budget} ms)\n`,
  );
  console.log('| endpoint | median | p95 | within budget |');
  console.log('|---|---|---|---|');
  for (const name of ['pull', 'update', 'totals'] as const) {
    const { median, p95 } = result[name];
    console.log(`| ${name} | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${p95 < budget ? 'yes' : 'NO'} |`);
  }
}
