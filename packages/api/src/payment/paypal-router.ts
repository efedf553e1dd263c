import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { requestToken } from '../auth/request-token.js';
import { clientAddress } from '../http/client-address.js';
import { sendEnvelope } from '../http/envelope.js';
import { jsonOnly } from '../http/json-only.js';
import { queryParam } from '../http/query-param.js';
import type { OrderPlacement, PlacementRequest } from '../orders/order-placement.js';
import type { OrderAccess } from '../orders/order-access.js';
import {
  NO_ORDER_BODY,
  NO_ORDER_ID,
  NO_ORDER_ID_TO_EXECUTE,
  NO_PAYMENT_ID,
  NOT_PAYPAL,
  NOTHING_TO_PAY,
} from './payment-messages.js';
import { PROVIDER_METHOD_CODE, type PaymentService } from './payment-service.js';

export interface PaypalRouterDependencies {
  payments: PaymentService;
  placement: OrderPlacement;
  /** The order body carries whole catalogue documents (VSF1): the orders' limit, not the API's 100 kb. */
  bodyLimit: string;
  /** Per client address, like `POST /api/order`: each call may reach the provider. */
  rateLimit: RequestHandler;
  /** The browser's order-access cookie (see orders/order-access.ts), which a placed order joins. */
  access?: OrderAccess;
}

const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The order body's payment fields, checked before anything is priced: a clear 400 instead of a provider error. */
function paypalOrder(
  body: unknown,
): { body: Record<string, unknown>; orderId: string; cartId: string; paymentId?: string } | string {
  if (!isObject(body)) return NO_ORDER_BODY;
  const info = body.addressInformation;
  if (!isObject(info)) return NO_ORDER_BODY;
  if (info.payment_method_code !== PROVIDER_METHOD_CODE) return NOT_PAYPAL;
  const orderId = body.order_id;
  if (typeof orderId !== 'string' || orderId.trim() === '' || orderId.length > 128) return NO_ORDER_ID;
  const cartId = typeof body.cart_id === 'string' || typeof body.cart_id === 'number' ? String(body.cart_id) : '';
  const additional = info.payment_method_additional;
  const paymentId = isObject(additional) && typeof additional.orderID === 'string' ? additional.orderID : undefined;
  return { body, orderId, cartId, ...(paymentId !== undefined && { paymentId }) };
}

function placementRequest(req: Request, body: unknown): PlacementRequest {
  const header = req.headers['x-vs-store-code'];
  const storeCode = (typeof header === 'string' && header) || queryParam(req, 'storeCode');
  const token = requestToken(req);
  return { body, ...(token && { token }), ...(storeCode && { storeCode }), client: clientAddress(req) };
}

/**
 * `/api/ext/paypal/{create,execute,complete}` (see docs/behaviour.md#payment-methods), in our `{code, result}` envelope. The amount
 * of the provider order is always the server's quote of the order body; `complete` places the order, whose payment
 * check accepts only a capture of exactly its total made for its order_id.
 */
export function createPaypalRouter({
  payments,
  placement,
  bodyLimit,
  rateLimit,
  access,
}: PaypalRouterDependencies): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const json: RequestHandler[] = [rateLimit, jsonOnly(), express.json({ limit: bodyLimit, strict: false })];

  router.post('/create', json, async (req: Request, res: Response) => {
    const order = paypalOrder(req.body);
    if (typeof order === 'string') return sendEnvelope(res, order, 400);
    const quote = await placement.quote(placementRequest(req, order.body));
    if (!quote.ok) return sendEnvelope(res, quote.reply.result, quote.reply.status);
    if (!(quote.grandTotal > 0)) return sendEnvelope(res, NOTHING_TO_PAY, 400);
    const created = await payments.create({
      orderId: order.orderId,
      cartId: order.cartId,
      grandTotal: quote.grandTotal,
      currency: quote.currency,
    });
    sendEnvelope(res, created);
  });

  router.post('/execute', json, async (req: Request, res: Response) => {
    const id: unknown = isObject(req.body) ? req.body.orderID : undefined;
    if (typeof id !== 'string' || !PROVIDER_ID.test(id)) return sendEnvelope(res, NO_ORDER_ID_TO_EXECUTE, 400);
    sendEnvelope(res, await payments.execute(id));
  });

  router.post('/complete', json, async (req: Request, res: Response) => {
    const order = paypalOrder(req.body);
    if (typeof order === 'string') return sendEnvelope(res, order, 400);
    if (!order.paymentId) return sendEnvelope(res, NO_PAYMENT_ID, 400);
    const reply = await placement.place(placementRequest(req, order.body));
    access?.grant(req, res, reply);
    sendEnvelope(res, reply.result, reply.status);
  });
  return router;
}
