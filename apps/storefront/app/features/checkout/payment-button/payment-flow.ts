import { replyMessage, type OrderBody, type OrderConfirmation } from '@storefront/core';

/** One call to the API: its envelope's code and result, or a thrown error when no reply came. */
export type PaymentCall = (url: string, body: unknown) => Promise<{ code: number; result: unknown }>;

export interface PaymentFlowOptions {
  endpoints: { create: string; execute: string; complete: string };
  call: PaymentCall;
  buildOrder: () => OrderBody;
  onPlaced: (confirmation: OrderConfirmation, orderId: string) => void;
  /** A message key of the dictionary (or the API's own text): the button translates it. */
  onMessage: (message: string) => void;
  isDisabled: () => boolean;
}

export const PAYMENT_CANCELLED = 'The payment was cancelled. You can try again.';
export const PAYMENT_FAILED = 'The payment could not be completed. Please try again.';

// What the API adds to a refusal once it refunded the capture (or could not yet): translated apart from the refusal.
const REFUND_NOTES = [
  'You have not been charged.',
  'Your payment could not be refunded yet. Please try again in a moment.',
];

/** An API text in the store view's language: a known whole message, else the refusal and its refund note apart. */
export function translateApiMessage(message: string, t: (key: string) => string): string {
  const whole = t(message);
  if (whole !== message) return whole;
  const note = REFUND_NOTES.find((known) => message.endsWith(` ${known}`));
  return note ? `${t(message.slice(0, -note.length - 1))} ${t(note)}` : whole;
}

class PaymentStepError extends Error {}

// Only a text is shown: a provider's error object is no sentence for the shopper.
function messageOf(result: unknown): string {
  return replyMessage(result, ['text']) ?? PAYMENT_FAILED;
}

function isConfirmation(result: unknown): result is OrderConfirmation {
  return typeof result === 'object' && result !== null && typeof (result as OrderConfirmation).orderNumber === 'string';
}

/** The body `complete` places: the order as it was when the provider order was created, with the provider's id. */
function withProviderOrder(body: OrderBody, providerOrderId: string): OrderBody {
  const info = body.addressInformation;
  return {
    ...body,
    addressInformation: {
      ...info,
      payment_method_additional: { ...info.payment_method_additional, orderID: providerOrderId },
    },
  };
}

/**
 * The provider button's callbacks (PayPal SDK names): createOrder asks our API to create the provider order for the
 * order body (the API prices it), onApprove captures it and places the order. The body of the created provider order
 * is the one placed, so the total charged and the order placed are the same; one approval is handled at a time, and
 * the API answers a repeated `complete` of the same order_id with the first order.
 */
export function createPaymentFlow(options: PaymentFlowOptions) {
  const bodies = new Map<string, OrderBody>();
  let placing = false;

  async function send(url: string, body: unknown): Promise<{ code: number; result: unknown }> {
    try {
      return await options.call(url, body);
    } catch {
      return { code: 0, result: PAYMENT_FAILED };
    }
  }

  return {
    async createOrder(): Promise<string> {
      if (options.isDisabled() || placing) throw new PaymentStepError(PAYMENT_FAILED);
      const body = options.buildOrder();
      const reply = await send(options.endpoints.create, body);
      const id = (reply.result as { id?: unknown } | null)?.id;
      if (reply.code !== 200 || typeof id !== 'string') throw new PaymentStepError(messageOf(reply.result));
      bodies.set(id, body);
      return id;
    },

    async onApprove(data: { orderID: string }): Promise<void> {
      const body = bodies.get(data.orderID);
      if (!body || placing) return;
      placing = true;
      try {
        const executed = await send(options.endpoints.execute, { orderID: data.orderID });
        if (executed.code !== 200) return options.onMessage(messageOf(executed.result));
        const placed = await send(options.endpoints.complete, withProviderOrder(body, data.orderID));
        if (placed.code !== 200 || !isConfirmation(placed.result)) return options.onMessage(messageOf(placed.result));
        bodies.delete(data.orderID);
        options.onPlaced(placed.result, body.order_id ?? '');
      } finally {
        placing = false;
      }
    },

    onCancel(): void {
      options.onMessage(PAYMENT_CANCELLED);
    },

    onError(error: unknown): void {
      options.onMessage(error instanceof PaymentStepError ? error.message : PAYMENT_FAILED);
    },
  };
}
