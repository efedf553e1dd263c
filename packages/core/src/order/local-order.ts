import type { OrderBody, OrderConfirmation } from './order-body.js';

/**
 * Spec point 3 "Order (stored locally)": the order payload plus `transmited` and `transmited_at`, kept by `order_id`.
 * `confirmation` is the server's answer once placed; `cancelled` marks an order the server refused for good.
 */
export interface LocalOrder extends OrderBody {
  order_id: string;
  transmited: boolean;
  transmited_at?: string;
  confirmation?: OrderConfirmation;
  cancelled?: boolean;
}

/** What is sent and hashed: the order without what only the browser keeps about it. */
export function orderBodyOf(order: LocalOrder): OrderBody & { order_id: string } {
  const { confirmation: _confirmation, cancelled: _cancelled, ...body } = order;
  return body;
}

/** Queued orders the next flush sends: not transmitted and not given up on. */
export function isWaitingOrder(order: LocalOrder): boolean {
  return !order.transmited && order.cancelled !== true;
}

function finiteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The `result` of a 200 as a confirmation (contract 6.3), or undefined when it is not one. */
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
