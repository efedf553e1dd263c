import { Agent, request } from 'node:http';
import { defaultApiConfig, openDatabase } from '@storefront/api';
import { findSimpleProducts } from './queries.js';
import { withDemoCatalogue, type DemoApiBenchOptions } from './demo-database.js';
import { startServer } from './server-process.js';
import { summarize, type Summary } from './stats.js';

export interface OrderBenchResult {
  products: number;
  shoppers: number;
  orders: number;
  place: Summary;
  resend: Summary;
  /** The cart updates of the same run, for comparison: the same load, a lighter call. */
  cartUpdate: Summary;
  /** Orders in the database beyond one per order_id sent (must be 0). */
  duplicates: number;
  /** Re-sends whose answer was not the first answer (must be 0). */
  differingReplies: number;
}

interface Reply {
  status: number;
  json: { code: number; result: unknown };
}

// node:http with kept-alive connections: the bench's own client shares the machine's cores with the server, and
// fetch costs several times more CPU per call.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function call(url: string, body?: unknown): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method: payload === undefined ? 'GET' : 'POST',
        headers:
          payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Reply['json'],
            });
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function expectOk(url: string, body?: unknown): Promise<Reply> {
  const reply = await call(url, body);
  if (reply.status !== 200) throw new Error(`${reply.status} for ${url}: ${JSON.stringify(reply.json).slice(0, 300)}`);
  return reply;
}

const ADDRESS = {
  firstname: 'Bench',
  lastname: 'Shopper',
  street: ['Main Street', '1'],
  city: 'Springfield',
  postcode: '12345',
  country_id: 'US',
  email: 'bench@example.com',
};

/**
 * `POST /api/order` under load: the API as its own process over the demo catalogue, `shoppers` concurrent guests,
 * each placing `ordersPerShopper` orders one after the other. An order is a guest cart of 1–3 lines built through the
 * cart API, then the placement (timed); every order is then sent again with the same `order_id` (timed apart), as a
 * retry after a lost answer. Duplicates are counted in the database afterwards.
 */
export async function runOrderBench({
  serveScript,
  products = 1000,
  shoppers = 10,
  ordersPerShopper = 20,
}: DemoApiBenchOptions & { shoppers?: number; ordersPerShopper?: number }): Promise<OrderBenchResult> {
  return withDemoCatalogue('order-bench', products, async (dir) => {
    // Every shopper comes from 127.0.0.1 here; the per-address limit is for the open internet.
    const server = await startServer(serveScript, {
      DATA_DIR: dir,
      ORDER_RATE_LIMIT_MAX: '100000',
      // Every bench shopper is this machine, and each makes a guest cart.
      GUEST_CART_RATE_LIMIT_MAX: '100000',
    });
    const sent: string[] = [];
    const place: number[] = [];
    const resend: number[] = [];
    const cartUpdate: number[] = [];
    let differingReplies = 0;
    try {
      const catalogue = await findSimpleProducts<{ sku: string; price: number }>(server.url, 50, ['sku', 'price']);
      if (catalogue.length < 3) throw new Error(`The demo catalogue has only ${catalogue.length} simple products`);

      const shopper = async (who: number) => {
        for (let n = 0; n < ordersPerShopper; n++) {
          const cartId = (await expectOk(`${server.url}/api/cart/create?token=`, {})).json.result as string;
          const lines = Array.from({ length: 1 + ((who + n) % 3) }, (_, i) => {
            const product = catalogue[(who * 7 + n * 3 + i) % catalogue.length]!;
            return { sku: product.sku, qty: 1 + (i % 2), price: product.price };
          });
          for (const line of lines) {
            const started = performance.now();
            await expectOk(`${server.url}/api/cart/update?token=&cartId=${cartId}`, { cartItem: line });
            cartUpdate.push(performance.now() - started);
          }
          const orderId = `${Date.now()}-bench-${who}-${n}-${Math.random().toString(16).slice(2)}`;
          const body = {
            order_id: orderId,
            user_id: '',
            cart_id: cartId,
            products: lines,
            addressInformation: {
              shippingAddress: ADDRESS,
              billingAddress: ADDRESS,
              shipping_method_code: 'flatrate',
              shipping_carrier_code: 'flatrate',
              payment_method_code: 'cashondelivery',
            },
          };
          let started = performance.now();
          const first = await expectOk(`${server.url}/api/order`, body);
          place.push(performance.now() - started);
          sent.push(orderId);
          started = performance.now();
          const again = await expectOk(`${server.url}/api/order`, { ...body, transmited: true });
          resend.push(performance.now() - started);
          if (JSON.stringify(again.json) !== JSON.stringify(first.json)) differingReplies++;
        }
      };
      await Promise.all(Array.from({ length: shoppers }, (_, who) => shopper(who)));
    } finally {
      agent.destroy();
      await server.stop();
    }
    const db = openDatabase(defaultApiConfig(dir).databaseFile);
    const placed = db.prepare(`SELECT count(*) FROM orders WHERE state = 'placed'`).pluck().get() as number;
    db.close();
    return {
      products,
      shoppers,
      orders: sent.length,
      place: summarize(place),
      resend: summarize(resend),
      cartUpdate: summarize(cartUpdate),
      duplicates: placed - new Set(sent).size,
      differingReplies,
    };
  });
}

export function printOrderBench(result: OrderBenchResult): void {
  const budget = 50;
  console.log(
    `\nOrder placement (${result.shoppers} concurrent guest shoppers, ${result.orders} orders of 1–3 lines, ` +
      `cash on delivery, ${result.products.toLocaleString('en-US')}-product demo catalogue; ` +
      `budget: p95 under ${budget} ms, zero duplicates)\n`,
  );
  console.log('| call | median | p95 | within budget |');
  console.log('|---|---|---|---|');
  const row = (name: string, { median, p95 }: Summary) =>
    console.log(`| ${name} | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${p95 < budget ? 'yes' : 'NO'} |`);
  row('POST /api/order', result.place);
  row('POST /api/order again (same order_id)', result.resend);
  row('POST /api/cart/update (same run, for comparison)', result.cartUpdate);
  console.log(`\nDuplicates: ${result.duplicates} (re-sends answered differently: ${result.differingReplies})`);
  console.log(`p95 under ${budget} ms: ${result.place.p95 < budget ? 'yes' : 'NO'}`);
}
