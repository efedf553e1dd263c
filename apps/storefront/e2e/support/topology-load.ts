import { cashOnDeliveryOrder } from './order-body';
import { request } from 'node:http';
import { ORDER_RUNNING, PRODUCTS_ERROR } from '@storefront/core';
import { customerAddress } from '../../../../packages/core/src/user/test-support/customer-address';

/** One answer through nginx, or the network error that took its place (status 0). */
export interface Answer {
  path: string;
  /** The X-Load-Id it was sent with: nginx's access log of the topology names it, with the processes it tried. */
  id?: string;
  status: number;
  cache: string | undefined;
  /** The `Location` of a redirect. */
  location?: string;
  body: string;
  error?: string;
  startedAt: number;
  endedAt: number;
}

/** One request on its own connection (agent false), so a dead upstream cannot hide behind a kept-alive socket. */
export function send(
  port: number,
  path: string,
  /** `headers`: more request headers (`host` replaces the one Node would send). */
  init: { method?: string; body?: unknown; id?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const startedAt = Date.now();
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string | number> = { ...init.headers, ...(init.id && { 'x-load-id': init.id }) };
  if (payload)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  return new Promise((resolve) => {
    const done = (answer: Omit<Answer, 'path' | 'id' | 'startedAt' | 'endedAt'>) =>
      resolve({ ...answer, path, id: init.id, startedAt, endedAt: Date.now() });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        agent: false,
        timeout: 20_000,
        headers,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            cache: res.headers['x-vs-cache'] as string | undefined,
            ...(res.headers.location && { location: res.headers.location }),
            body,
          }),
        );
        res.on('error', (error) => done({ status: 0, cache: undefined, body, error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => done({ status: 0, cache: undefined, body: '', error: error.message }));
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `workers` loops of anonymous page GETs over `paths` until `stop()`. `inFlight()` says how many are open right now
 * (the bound on what a killed process can take down with it).
 */
export function pageLoad(port: number, paths: string[], workers: number) {
  const answers: Answer[] = [];
  let open = 0;
  let sent = 0;
  let stopped = false;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; !stopped; i++) {
      open++;
      // A path ending in `=` gets a value no request had (a count over all workers): a page the output cache has not
      // kept, rendered.
      const n = sent++;
      const path = paths[i % paths.length]!;
      const answer = await send(port, path.endsWith('=') ? `${path}${n}` : path, { id: `load-${n}` });
      open--;
      answers.push(answer);
      // A breath between requests: a steady load, not a benchmark on two shared cores.
      await sleep(20);
    }
  });
  return {
    answers,
    inFlight: () => open,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** A cash-on-delivery order of `sku` for a guest, as the storefront's checkout sends it (VSF's order shape). */
export function guestOrder(sku: string) {
  // The order's schema leaves out the saved address's ids.
  const address = { ...customerAddress(), telephone: '', email: 'ada@example.com' };
  const now = new Date().toISOString();
  return {
    ...cashOnDeliveryOrder({ address, products: [{ sku, qty: 1, price: 0 }] }),
    transmited: false,
    created_at: now,
    updated_at: now,
  };
}

/** The `result` of a VSF answer `{ code, result }`, when the body is one. */
function resultOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { result?: unknown }).result;
  } catch {
    return undefined;
  }
}

export interface Placement {
  orderId: string;
  attempts: Answer[];
  /** The last answer: 200 once placed. */
  final: Answer;
}

/**
 * POST /api/order until it is placed, with the SAME order_id each time, as the storefront's offline queue retries:
 * on a network error, a 5xx (nginx's 502 for a POST cut off on a dead process) or the 409 of a claim still running
 * (one the dead process left, until its lease runs out). Anything else is an answer, and ends the retries, as the
 * refusals that end the storefront's (a product not available, another conflict) do.
 */
export async function placeWithRetries(port: number, body: { order_id: string }, deadline: number): Promise<Placement> {
  const attempts: Answer[] = [];
  for (;;) {
    const answer = await send(port, '/api/order', {
      method: 'POST',
      body,
      id: `${body.order_id}/${attempts.length + 1}`,
    });
    attempts.push(answer);
    const result = resultOf(answer.body);
    const retry =
      answer.status === 0 ||
      (answer.status >= 500 && result !== PRODUCTS_ERROR) ||
      (answer.status === 409 && result === ORDER_RUNNING);
    if (!retry || Date.now() > deadline) return { orderId: body.order_id, attempts, final: answer };
    await sleep(300);
  }
}
