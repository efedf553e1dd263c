import { ApiError } from '../http/api-error.js';
import type { PaymentCheck, PaymentRequest, PaymentVerdict } from '../orders/payment-check.js';
import {
  NO_PAYMENT_ID,
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_DECLINED,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_OTHER_ORDER,
  PAYMENT_PROVIDER_FAILED,
  PAYMENT_REFUNDED,
  PAYMENT_TIMEOUT,
  PAYMENT_TOTAL_CHANGED,
  UNKNOWN_PAYMENT,
} from './payment-messages.js';
import { PaymentDeclined, PaymentTimeout, type PaymentProvider } from './payment-provider.js';
import type { PaymentRecord, PaymentRecords } from './payment-records.js';
import { providerAmount } from './provider-amount.js';
import { logger } from '../log/logger.js';

/** The payment method this provider serves (docs/behaviour.md#entities: 'Paypal'). */
export const PROVIDER_METHOD_CODE = 'vsfpaypal';

export interface NewProviderOrder {
  orderId: string;
  cartId: string;
  /** The server's quote of the order, never the browser's amount. */
  grandTotal: number;
  currency: string;
}

/** What became of a capture whose order was refused: given back, still to give back (the provider failed), none. */
export type RefundOutcome = 'refunded' | 'pending' | 'none';

const isRefunded = (record: PaymentRecord) => record.status === 'REFUNDING' || record.status === 'REFUNDED';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PaymentTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Creates and captures provider orders for our orders and remembers them (migration 8), so that the capture is
 * checked against what we asked for and an order is placed only with a capture made for it.
 */
export class PaymentService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly records: PaymentRecords,
    private readonly timeoutMs: number,
  ) {}

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(work(), this.timeoutMs);
    } catch (error) {
      if (error instanceof PaymentDeclined) throw new ApiError(402, PAYMENT_DECLINED);
      if (error instanceof PaymentTimeout) throw new ApiError(504, PAYMENT_TIMEOUT);
      logger.error({ err: error }, 'Payment provider error');
      throw new ApiError(502, PAYMENT_PROVIDER_FAILED);
    }
  }

  /**
   * The provider order for this order and amount: a retry (same order, same amount) gets the same provider order;
   * a changed total (the cart changed before paying) gets a new one under a new request id.
   */
  async create(order: NewProviderOrder): Promise<{ id: string }> {
    const amount = providerAmount(order.grandTotal, order.currency);
    const earlier = await this.records.forOrder(order.orderId);
    const same = earlier.find(
      (record) =>
        record.provider === this.provider.name &&
        !isRefunded(record) &&
        record.amount === amount &&
        record.currency === order.currency,
    );
    if (same) return { id: same.provider_order_id };
    const requestId =
      earlier.length === 0 ? `create-${order.orderId}` : `create-${order.orderId}-${earlier.length + 1}`;
    const created = await this.call(() => this.provider.createOrder(amount, order.currency, requestId));
    if (created.amount !== amount || created.currency !== order.currency)
      throw new ApiError(502, PAYMENT_AMOUNT_MISMATCH);
    await this.records.add({
      provider_order_id: created.id,
      provider: this.provider.name,
      order_id: order.orderId,
      cart_id: order.cartId,
      request_id: requestId,
      amount,
      currency: order.currency,
    });
    return { id: created.id };
  }

  /** Captures an approved provider order once (a retry answers the first capture). */
  async execute(providerOrderId: string): Promise<{ status: 'COMPLETED'; captureId: string }> {
    const record = await this.records.byProviderId(providerOrderId);
    if (!record || record.provider !== this.provider.name) throw new ApiError(404, UNKNOWN_PAYMENT);
    if (isRefunded(record)) throw new ApiError(402, PAYMENT_REFUNDED);
    if (record.status === 'COMPLETED' && record.capture_id)
      return { status: 'COMPLETED', captureId: record.capture_id };
    const capture = await this.call(() => this.provider.captureOrder(providerOrderId, `capture-${providerOrderId}`));
    if (capture.status !== 'COMPLETED') throw new ApiError(402, PAYMENT_DECLINED);
    if (capture.amount !== record.amount || capture.currency !== record.currency) {
      logger.error(
        `Payment ${providerOrderId}: captured ${capture.amount} ${capture.currency}, created ${record.amount} ${record.currency}`,
      );
      throw new ApiError(502, PAYMENT_AMOUNT_MISMATCH);
    }
    const completed = await this.records.completed(providerOrderId, capture.captureId);
    return { status: 'COMPLETED', captureId: completed.capture_id as string };
  }

  /**
   * Gives back the capture of `providerOrderId` when its order (`orderId`) was refused for good and nothing placed
   * it: once (the record's state and the provider's request id `refund-<captureId>` both guard a retry). A capture of
   * another order, an uncaptured payment or a placed order is left alone ('none').
   */
  async refundUnplaced(orderId: string, providerOrderId: string): Promise<RefundOutcome> {
    const known = await this.records.byProviderId(providerOrderId);
    if (known?.status === 'REFUNDED' && known.order_id === orderId) return 'refunded';
    const record = await this.records.startRefund(providerOrderId, orderId);
    if (!record?.capture_id) return 'none';
    // Refunded between the look above and the decision (a concurrent refusal of the same order): given back once.
    if (record.status === 'REFUNDED') return 'refunded';
    try {
      const refund = await withTimeout(
        this.provider.refundCapture(record.capture_id, record.amount, record.currency, `refund-${record.capture_id}`),
        this.timeoutMs,
      );
      await this.records.refunded(providerOrderId, refund.refundId);
      return 'refunded';
    } catch (error) {
      logger.error({ err: error }, `Refund of capture ${record.capture_id} (order ${orderId}) failed`);
      return 'pending';
    }
  }

  /**
   * Gives back `amount` of a capture that paid something still standing (part of a cancelled booking): once per
   * `requestId`, which the provider answers with its first refund when asked again (a retry, a double click).
   * Answers the provider's refund id; a provider failure is an ApiError (502/504) and the caller asks again later.
   */
  async refundPart(captureId: string, amount: number, currency: string, requestId: string): Promise<string> {
    const refund = await this.call(() =>
      this.provider.refundCapture(captureId, providerAmount(amount, currency), currency, requestId),
    );
    return refund.refundId;
  }

  /** Our record of a provider order (the extension of a booking checks its capture with it). */
  record(providerOrderId: string): Promise<PaymentRecord | undefined> {
    return this.records.byProviderId(providerOrderId);
  }

  /** The placement's check for 'vsfpaypal': a completed capture of exactly this order's total, made for this order. */
  readonly check: PaymentCheck = {
    handles: (methodCode) => methodCode === PROVIDER_METHOD_CODE,
    verify: (request) => this.verify(request),
  };

  private async verify(request: PaymentRequest): Promise<PaymentVerdict> {
    const id = request.additional.orderID;
    if (typeof id !== 'string' || id === '') return { ok: false, status: 400, message: NO_PAYMENT_ID };
    const record = await this.records.byProviderId(id);
    if (!record) return { ok: false, status: 402, message: PAYMENT_NOT_COMPLETED };
    if (record.order_id !== request.orderId) return { ok: false, status: 409, message: PAYMENT_OTHER_ORDER };
    if (isRefunded(record)) return { ok: false, status: 402, message: PAYMENT_REFUNDED };
    if (record.status !== 'COMPLETED' || !record.capture_id)
      return { ok: false, status: 402, message: PAYMENT_NOT_COMPLETED };
    if (record.currency !== request.currency || record.amount !== providerAmount(request.grandTotal, request.currency))
      return { ok: false, status: 409, message: PAYMENT_TOTAL_CHANGED };
    return { ok: true, reference: record.capture_id };
  }
}
