import express, { Router, type Request, type RequestHandler } from 'express';
import { requestToken } from '../auth/request-token.js';
import type { ApiConfig } from '../config.js';
import { sendEnvelope } from '../http/envelope.js';
import { clientAddress } from '../http/client-address.js';
import { limitPerAddress } from '../http/limit-per-address.js';
import { queryParam } from '../http/query-param.js';
import type { CustomerAuth } from '../auth/customer-auth.js';
import type { OrderAccess } from './order-access.js';
import { ORDER_NOT_FOUND, TOO_MANY_ORDERS } from './order-messages.js';
import type { OrderPlacement } from './order-placement.js';
import type { OrderStore } from './order-store.js';
import { toSalesOrder } from './sql-order-history.js';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * The order endpoint's own JSON parser (`orders.bodyLimit`, 1 MB by default): VSF 1 sends whole catalogue documents
 * as products, far beyond the API's router-wide 100 kB. Mount it BEFORE the router-wide parser: a body it has read
 * is not read again.
 */
export function orderBodyParser(config: ApiConfig): RequestHandler {
  const parse = express.json({
    limit: config.orders.bodyLimit,
    strict: false,
    type: ['application/json', 'text/plain'],
  });
  // no-store from here on, so even the parser's refusals (413, malformed JSON) are never cached.
  return (req, res, next) => noStore(req, res, () => parse(req, res, next));
}

/** The store view of a request (see docs/behaviour.md#multistore): the `x-vs-store-code` header, else `?storeCode`. */
function storeCodeOf(req: Request): string | undefined {
  const header = req.headers['x-vs-store-code'];
  return (typeof header === 'string' && header) || queryParam(req, 'storeCode') || undefined;
}

/**
 * `POST /api/order` (see docs/api.md#orders): the placement's reply as the envelope, its status as the HTTP status; a
 * placed order joins the browser's order-access cookie. `GET /api/order/:order_id` (ours): the placed order as the
 * order history shows it, to the browser that placed it (the cookie) or to its customer (the token); to anybody else
 * 404, as for an unknown id.
 */
export function createOrderRouter({
  config,
  placement,
  now,
  store,
  access,
  auth,
}: {
  config: ApiConfig;
  placement: OrderPlacement;
  now: () => number;
  store: OrderStore;
  access: OrderAccess;
  auth: CustomerAuth;
}): Router {
  const router = Router();
  router.use(noStore);
  router.post(
    '/',
    limitPerAddress(config.orders.rateLimit, TOO_MANY_ORDERS, now, { scope: 'orders', redisUrl: config.redis.url }),
    async (req, res) => {
      const reply = await placement.place({
        body: req.body,
        token: requestToken(req),
        storeCode: storeCodeOf(req),
        client: clientAddress(req),
      });
      access.grant(req, res, reply);
      sendEnvelope(res, reply.result, reply.status);
    },
  );
  router.get('/:orderId', async (req, res) => {
    const orderId = req.params.orderId;
    const row = orderId.length <= 128 ? await store.byOrderId(orderId) : undefined;
    if (row?.state === 'placed') {
      const placedHere = access.granted(req).includes(row.entity_id);
      const customer = placedHere || row.customer_id === null ? undefined : await auth.authenticate(req);
      if (placedHere || (customer !== undefined && customer.customerId === row.customer_id))
        return sendEnvelope(res, toSalesOrder(row, await store.items(row.entity_id), config.cart));
    }
    sendEnvelope(res, ORDER_NOT_FOUND, 404);
  });
  return router;
}

/**
 * `GET /api/sync/order/:order_id` (see docs/api.md#order-sync-status): whether an order was placed, and its number. The order
 * itself is never answered (`order: null`); the id is the client's unguessable key. Unknown or still running: null.
 */
export function createOrderSyncRouter(store: OrderStore): Router {
  const router = Router();
  router.use(noStore);
  router.get('/order/:orderId', async (req, res) => {
    const row = req.params.orderId.length <= 128 ? await store.byOrderId(req.params.orderId) : undefined;
    if (row?.state !== 'placed') return sendEnvelope(res, null);
    const reply = JSON.parse(row.reply!) as { orderNumber: string; transferedAt: string };
    sendEnvelope(res, {
      platform_order_id: String(row.entity_id),
      order_number: reply.orderNumber,
      transmited: true,
      transmited_at: reply.transferedAt,
      platform: 'embedded',
      order: null,
    });
  });
  return router;
}
