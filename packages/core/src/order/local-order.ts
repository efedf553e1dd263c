import type { OrderBody, OrderConfirmation } from './order-body.js';

/**
 * docs/behaviour.md#entities: the order payload plus `transmited` and `transmited_at`, kept by `order_id`.
 * `confirmation` is the server's answer once placed; `cancelled` marks an order the server refused for good.
 */
export interface LocalOrder extends OrderBody {
  order_id: string;
  transmited: boolean;
  transmited_at?: string;
  confirmation?: OrderConfirmation;
  cancelled?: boolean;
  /** Why the server refused it for good: the spec message as shown to the shopper (the thank-you page repeats it). */
  refusal?: string;
}

/** What is sent and hashed: the order without what only the browser keeps about it. */
export function orderBodyOf(order: LocalOrder): OrderBody & { order_id: string } {
  const { confirmation: _confirmation, cancelled: _cancelled, refusal: _refusal, ...body } = order;
  return body;
}

/** Queued orders the next flush sends: not transmitted and not given up on. */
export function isWaitingOrder(order: LocalOrder): boolean {
  return !order.transmited && order.cancelled !== true;
}

function finiteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The `result` of a 200 as a confirmation (see docs/api.md#orders), or undefined when it is not one. */
export function readConfirmation(result: unknown): OrderConfirmation | undefined {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return undefined;
  const fields = result as Record<string, unknown>;
  const orderNumber = typeof fields.orderNumber === 'string' ? fields.orderNumber : undefined;
  const backendOrderId = finiteNumber(fields.backendOrderId) ? fields.backendOrderId : undefined;
  if (orderNumber === undefined || orderNumber === '' || backendOrderId === undefined) return undefined;
  return {
    magentoOrderId: finiteNumber(fields.magentoOrderId) ? fields.magentoOrderId : backendOrderId,
    backendOrderId,
    orderNumber,
    transferedAt: typeof fields.transferedAt === 'string' ? fields.transferedAt : '',
  };
}

/**
 * Whether a queued order goes out with the current session's token (ADR 0011): only when the customer who placed it
 * is the one logged in now. Otherwise it is sent as a guest order (the API ignores `user_id` without a token), so an
 * order already placed is never lost to a logout, nor refused for another customer's token.
 */
export function sendsWithToken(
  order: Pick<LocalOrder, 'user_id'>,
  sessionUserId: string | number | undefined,
): boolean {
  const owner = order.user_id === undefined || order.user_id === null ? '' : String(order.user_id);
  return owner !== '' && owner !== '0' && sessionUserId !== undefined && owner === String(sessionUserId);
}
