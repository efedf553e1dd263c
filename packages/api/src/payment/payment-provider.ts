/**
 * A payment provider with PayPal v2 Orders semantics: an order for an amount is created, the shopper approves it in
 * the provider's window, then the shop captures it. Request ids make a retried call answer the first result instead
 * of creating or charging again. Amounts are the provider's decimal strings ('12.30').
 */
export interface ProviderOrder {
  id: string;
  /** CREATED, APPROVED, COMPLETED (PayPal also has SAVED, VOIDED, PAYER_ACTION_REQUIRED). */
  status: string;
  amount: string;
  currency: string;
}

export interface ProviderCapture {
  orderId: string;
  captureId: string;
  /** Only COMPLETED moved the money. */
  status: string;
  amount: string;
  currency: string;
}

export interface ProviderRefund {
  refundId: string;
  /** COMPLETED gave the money back; PENDING will (PayPal); both end the capture's use for an order. */
  status: string;
}

export interface PaymentProvider {
  readonly name: 'fake' | 'paypal';
  createOrder(amount: string, currency: string, requestId: string): Promise<ProviderOrder>;
  captureOrder(id: string, requestId: string): Promise<ProviderCapture>;
  getOrder(id: string): Promise<ProviderOrder>;
  /** Gives a capture back in full; the same request id answers the first refund instead of refunding again. */
  refundCapture(captureId: string, amount: string, currency: string, requestId: string): Promise<ProviderRefund>;
}

/** The shopper's payment was refused (declined instrument, not approved): nothing was charged. */
export class PaymentDeclined extends Error {
  constructor(message = 'declined') {
    super(message);
    this.name = 'PaymentDeclined';
  }
}

/** The provider did not answer in time. */
export class PaymentTimeout extends Error {
  constructor(message = 'timeout') {
    super(message);
    this.name = 'PaymentTimeout';
  }
}

/** The provider answered something we cannot use (a 5xx, an unknown order, a malformed body). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
