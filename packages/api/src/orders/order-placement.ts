import type { SqlExecutor } from '../db/sql.js';

/**
 * The seam between the order endpoints (`POST /api/order`, the payment provider's `complete`) and the placement
 * pipeline: validate, price on the server, check payment, write once. Replies are the contract's envelope content.
 */
export interface PlacementRequest {
  /** The raw JSON body (see docs/api.md#orders); validated by the placement. */
  body: unknown;
  /** The customer's access token (`?token=` or Bearer), when the caller sent one. */
  token?: string;
  /** The store view (`storeCode` / `x-vs-store-code`), when not in the body. */
  storeCode?: string;
  /** The caller's address (`clientAddress`), which the confirmation mail's per-client limit counts. */
  client?: string;
  /**
   * Runs in the order's own transaction, after its rows (the back-office's audit of a phone booking,
   * docs/back-office.md#spots-and-blocks): its throw undoes the order. Not run when an earlier placement answers.
   */
  within?: (tx: SqlExecutor, placed: { orderNumber: string }) => Promise<void>;
}

export interface PlacementReply {
  /** HTTP status and envelope `code`. */
  status: number;
  /** Envelope `result`: the confirmation on 200, else the message (or validation errors on 400). */
  result: unknown;
}

export type QuoteReply = { ok: true; grandTotal: number; currency: string } | { ok: false; reply: PlacementReply };

export interface OrderPlacement {
  /** Places the order exactly once per `order_id`: the same key and body answer the first result. */
  place(request: PlacementRequest): Promise<PlacementReply>;
  /** What `place` would charge for this body, without writing anything (the payment provider order's amount). */
  quote(request: PlacementRequest): Promise<QuoteReply>;
}
