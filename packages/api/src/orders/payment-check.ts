/**
 * The seam between order placement and payment. Placement prices the order itself, then asks the check of the
 * order's payment method whether it may be placed: an offline method (cash on delivery) always may; a provider
 * method only with a capture of exactly the order's grand total in the shop's currency that no other order used.
 */
export interface PaymentRequest {
  /** `addressInformation.payment_method_code`. */
  methodCode: string;
  /** `addressInformation.payment_method_additional` as sent (never trusted for amounts). */
  additional: Record<string, unknown>;
  /** The order's idempotency key (`order_id`). */
  orderId: string;
  /** Computed by the server from the catalogue, the bookings and the coupon. */
  grandTotal: number;
  currency: string;
}

export type PaymentVerdict =
  | {
      ok: true;
      /** Stored on the order (unique): the provider's capture id, or null for offline methods. */ reference:
        string | null;
    }
  | { ok: false; status: 400 | 402 | 409 | 502 | 504; message: string };

export interface PaymentCheck {
  /** Methods this check knows; placement refuses any other code with 400. */
  handles(methodCode: string): boolean;
  verify(request: PaymentRequest): Promise<PaymentVerdict>;
}
