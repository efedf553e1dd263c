import type { OrderPlacement, PlacementReply, PlacementRequest } from '../orders/order-placement.js';
import { ORDER_RUNNING } from '../orders/order-messages.js';
import { NOT_CHARGED, PAYMENT_REFUND_PENDING } from './payment-messages.js';
import { PROVIDER_METHOD_CODE, type PaymentService, type RefundOutcome } from './payment-service.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The order_id and provider order a `vsfpaypal` body claims to be paid with, if any. */
function paymentOf(body: unknown): { orderId: string; providerOrderId: string } | undefined {
  if (!isObject(body) || typeof body.order_id !== 'string' || !isObject(body.addressInformation)) return undefined;
  const info = body.addressInformation;
  const additional = info.payment_method_additional;
  if (info.payment_method_code !== PROVIDER_METHOD_CODE || !isObject(additional)) return undefined;
  return typeof additional.orderID === 'string' && additional.orderID !== ''
    ? { orderId: body.order_id, providerOrderId: additional.orderID }
    : undefined;
}

/**
 * A refusal that a retry of the same body would meet again (stock gone, spot taken, coupon used up, total changed,
 * invalid body): every 4xx and the contract's 500 'Error while adding products'. Not one: the 409 of a placement of
 * the same order still running (it may yet place the order), nor 502/504 (the provider's trouble, judged again).
 */
export function isDefinitiveRefusal(reply: PlacementReply): boolean {
  if (reply.status === 409 && reply.result === ORDER_RUNNING) return false;
  return (reply.status >= 400 && reply.status < 500) || reply.status === 500;
}

/** The refusal's own sentence, then what happened to the money. Validation errors (an array) keep their shape. */
function withRefund(result: unknown, outcome: Exclude<RefundOutcome, 'none'>): unknown {
  if (typeof result !== 'string') return result;
  const sentence = /[.!?]$/.test(result.trim()) ? result.trim() : `${result.trim()}.`;
  return `${sentence} ${outcome === 'refunded' ? NOT_CHARGED : PAYMENT_REFUND_PENDING}`;
}

/**
 * The placement as the payment button needs it: a `vsfpaypal` order refused for good after its payment was captured
 * gets its capture refunded, so a shopper is never charged for an order that was not placed. Used by `complete` and
 * by `POST /api/order` (the body names the provider order there too).
 */
export function refundOnRefusal(placement: OrderPlacement, payments: PaymentService): OrderPlacement {
  return {
    quote: (request) => placement.quote(request),
    async place(request: PlacementRequest) {
      const reply = await placement.place(request);
      const payment = reply.status !== 200 ? paymentOf(request.body) : undefined;
      if (!payment || !isDefinitiveRefusal(reply)) return reply;
      const outcome = await payments.refundUnplaced(payment.orderId, payment.providerOrderId);
      return outcome === 'none' ? reply : { status: reply.status, result: withRefund(reply.result, outcome) };
    },
  };
}
