import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the shop's webhook sender made, and what the receiver answered. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The body as it came, before any parsing: what the signature covers. */
  raw: string;
  body: { id: string; type: string; created_at: string; data: Record<string, unknown> };
  /** The `Idempotency-Key` header. */
  key: string;
  /** The `X-Storefront-Delivery` header: the delivery's id, as the back-office names it. */
  delivery: string;
  /** The status the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  /** The URL to give the shop as `WEBHOOK_URLS`. */
  url: string;
  /** How many requests came so far: a `from` for `received`. */
  count(): number;
  /**
   * The first request from the `from`-th one on (all of them by default) that `matches`, now or when it comes: resolved
   * once the receiver has answered it, rejected with `what` when none came in 15 s.
   */
  received(what: string, matches: (hook: ReceivedWebhook) => boolean, from?: number): Promise<ReceivedWebhook>;
  /** Answers 500 to what `matches` until the returned function is called. */
  refuse(matches: (hook: ReceivedWebhook) => boolean): () => void;
  stop(): Promise<void>;
}

/**
 * True when `X-Storefront-Signature` verifies as docs/api.md#order-webhooks tells a receiver to: `t=<unix
 * seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the shared secret, compared in constant time, the timestamp
 * within 5 minutes of now. Written here from the docs, not imported from the API, so it checks the documented recipe.
 */
export function signatureVerifies(secret: string, header: string | string[] | undefined, raw: string): boolean {
  if (typeof header !== 'string') return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(parts.v1 ?? '') ? parts.v1! : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A fulfilment system's webhook endpoint on 127.0.0.1 (a free port): it keeps every request and answers 200. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const hooks: ReceivedWebhook[] = [];
  const waiting = new Set<{
    matches: (hook: ReceivedWebhook) => boolean;
    from: number;
    resolve(hook: ReceivedWebhook): void;
  }>();
  const refusing = new Set<(hook: ReceivedWebhook) => boolean>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const hook: ReceivedWebhook = {
        headers: req.headers,
        raw,
        body: JSON.parse(raw) as ReceivedWebhook['body'],
        key: String(req.headers['idempotency-key']),
        delivery: String(req.headers['x-storefront-delivery']),
        status: 200,
      };
      hook.status = [...refusing].some((matches) => matches(hook)) ? 500 : 200;
      res.writeHead(hook.status, { 'content-type': 'text/plain' }).end(hook.status === 200 ? 'ok' : 'not now');
      const index = hooks.push(hook) - 1;
      for (const waiter of waiting)
        if (index >= waiter.from && waiter.matches(hook)) {
          waiting.delete(waiter);
          waiter.resolve(hook);
        }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/fulfilment/hooks`,
    count: () => hooks.length,
    received: (what, matches, from = 0) => {
      const found = hooks.slice(from).find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          matches,
          from,
          resolve: (hook: ReceivedWebhook) => {
            clearTimeout(timer);
            resolve(hook);
          },
        };
        const timer = setTimeout(() => {
          waiting.delete(waiter);
          reject(new Error(`No webhook came in 15 s: ${what} (${hooks.length} came in all)`));
        }, 15_000);
        waiting.add(waiter);
      });
    },
    refuse: (matches) => {
      refusing.add(matches);
      return () => refusing.delete(matches);
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
