import {
  replyMessage,
  type CartItem,
  type ServerCartItem,
  type SyncTaskPayload,
  type TaskQueue,
  type TotalSegment,
} from '@storefront/core';
import type { CartClientSettings } from '../../lib/cart-settings';
import type { CartCoupon } from './cart-store';

/** A failed call: the API's message (contract section 3 `{code, result}`) or a transport error. */
export class CartServerError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

export interface CartTotals {
  segments: TotalSegment[];
  coupon: CartCoupon | null;
  items: Array<{ item_id?: number | string; qty: number; options?: string }>;
}

const json = (method: string, body?: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body !== undefined && { body: JSON.stringify(body) }),
});

function messageOf(result: unknown, code: number | undefined): string {
  return replyMessage(result, ['text', 'message']) ?? `Cart request failed (${code ?? 'no reply'})`;
}

/** The cart endpoints of contract section 3 as plain calls; the queue fills in the token and the cart id. */
export function createCartServer(queue: TaskQueue, settings: CartClientSettings) {
  const { endpoints } = settings;
  async function call(url: string, payload: SyncTaskPayload, params?: Record<string, string>) {
    let task;
    try {
      task = await queue.execute({ url, payload, silent: true, ...(params && { params }) });
    } catch (error) {
      throw new CartServerError(error instanceof Error ? error.message : String(error));
    }
    if (task.resultCode !== 200) throw new CartServerError(messageOf(task.result, task.resultCode), task.resultCode);
    return task.result;
  }

  return {
    /** A guest cart id (32 hex) or, with a token, the customer's active cart id (a number). */
    async create(): Promise<string | number> {
      const result = await call(endpoints.create, json('POST'));
      if ((typeof result === 'string' && result !== '') || typeof result === 'number') return result;
      throw new CartServerError('The server sent no cart id');
    },
    async pull(): Promise<ServerCartItem[]> {
      const result = await call(endpoints.pull, { method: 'GET' });
      if (!Array.isArray(result)) throw new CartServerError('The server sent no cart items');
      return result as ServerCartItem[];
    },
    /** Adds the line, or sets its quantity when it carries the server's item id. */
    async update(line: CartItem, quoteId: string | number): Promise<ServerCartItem> {
      const result = await call(endpoints.update, json('POST', { cartItem: toWire(line, quoteId) }));
      return result as ServerCartItem;
    },
    async remove(line: Pick<CartItem, 'sku' | 'server_item_id'>, quoteId: string | number): Promise<void> {
      await call(
        endpoints.delete,
        json('POST', { cartItem: { sku: line.sku, item_id: line.server_item_id, quoteId } }),
      );
    },
    async totals(): Promise<CartTotals> {
      const result = (await call(endpoints.totals, { method: 'GET' })) as Record<string, unknown> | null;
      const totals = (result?.totals ?? result ?? {}) as Record<string, unknown>;
      const segments = Array.isArray(totals.total_segments) ? (totals.total_segments as TotalSegment[]) : [];
      const code = totals.coupon_code;
      return {
        segments: segments.filter((segment) => typeof segment?.value === 'number'),
        coupon:
          typeof code === 'string' && code !== '' ? { code, discount: Number(totals.discount_amount ?? 0) || 0 } : null,
        items: Array.isArray(totals.items) ? (totals.items as CartTotals['items']) : [],
      };
    },
    async applyCoupon(code: string): Promise<void> {
      await call(endpoints.applyCoupon, json('POST'), { coupon: code });
    },
    async removeCoupon(): Promise<void> {
      await call(endpoints.deleteCoupon, json('POST'));
    },
    /** Spec point 7 "Stock check": true/false, or undefined when the answer says nothing. */
    async isInStock(sku: string): Promise<boolean | undefined> {
      const result = (await call(endpoints.stockCheck, { method: 'GET' }, { sku })) as { is_in_stock?: unknown } | null;
      return typeof result?.is_in_stock === 'boolean' ? result.is_in_stock : undefined;
    },
    /** Decision 5: the guest cart's lines go into the customer's cart once; answers its items. */
    async merge(guestCartId: string): Promise<ServerCartItem[]> {
      const result = await call(endpoints.merge, json('POST', { guestCartId }));
      return Array.isArray(result) ? (result as ServerCartItem[]) : [];
    },
  };
}

export type CartServer = ReturnType<typeof createCartServer>;

/** `cartItem` of `/api/cart/update` (decision 2: the booking fields under their spec names). */
function toWire(line: CartItem, quoteId: string | number) {
  return {
    // VSF's shape (`cart.setConfigurableProductOptions`): a configured child goes as its parent with the options.
    sku:
      line.parentSku && line.product_option?.extension_attributes.configurable_item_options ? line.parentSku : line.sku,
    qty: line.qty,
    quoteId,
    // A plain product's price is the server's own (decision 3); only a booking period carries the caller's price.
    ...((line.book_from || line.spot_id !== undefined) && { price: line.price }),
    is_monthly: line.is_monthly,
    ...(line.server_item_id !== undefined && { item_id: line.server_item_id }),
    ...(line.product_option && { product_option: line.product_option }),
    ...(line.book_from && { book_from: line.book_from }),
    ...(line.book_to && { book_to: line.book_to }),
    ...(line.sgn && { sgn: line.sgn }),
  };
}
