import {
  replyMessage,
  type ApiEnvelope,
  type CartItem,
  type ServerCartItem,
  type TaskQueue,
  type TotalSegment,
} from '@storefront/core';
import { createCartApi, lineBody, type CartSender } from './cart-api';
import type { CartClientSettings } from '../../lib/cart-settings';
import type { CartCoupon } from './cart-store';

/** A failed call: the API's message (docs/api.md#cart `{code, result}`) or a transport error. */
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

function messageOf(result: unknown, code: number | undefined): string {
  return replyMessage(result, ['text', 'message']) ?? `Cart request failed (${code ?? 'no reply'})`;
}

/** The browser's sender: each call is a task of the session's queue, which fills in the token and the cart id. */
function queueSender(queue: TaskQueue): CartSender {
  return async (url, payload, params) => {
    let task;
    try {
      task = await queue.execute({ url, payload, silent: true, ...(params && { params }) });
    } catch (error) {
      throw new CartServerError(error instanceof Error ? error.message : String(error));
    }
    return { code: task.resultCode ?? 0, result: task.result };
  };
}

/** The browser runtime's view of the cart API: answers the result, throws the API's message when refused. */
export function createCartServer(queue: TaskQueue, settings: CartClientSettings) {
  const api = createCartApi(queueSender(queue), settings.endpoints);
  async function result(reply: Promise<ApiEnvelope>): Promise<unknown> {
    const { code, result: answer } = await reply;
    if (code !== 200) throw new CartServerError(messageOf(answer, code || undefined), code || undefined);
    return answer;
  }

  return {
    /** A guest cart id (32 hex) or, with a token, the customer's active cart id (a number). */
    async create(): Promise<string | number> {
      const created = await result(api.create());
      if ((typeof created === 'string' && created !== '') || typeof created === 'number') return created;
      throw new CartServerError('The server sent no cart id');
    },
    async pull(): Promise<ServerCartItem[]> {
      const items = await result(api.pull());
      if (!Array.isArray(items)) throw new CartServerError('The server sent no cart items');
      return items as ServerCartItem[];
    },
    /** Adds the line, or sets its quantity when it carries the server's item id. */
    async update(line: CartItem, quoteId: string | number): Promise<ServerCartItem> {
      return (await result(api.update(lineBody(line, quoteId)))) as ServerCartItem;
    },
    async remove(line: Pick<CartItem, 'sku' | 'server_item_id'>, quoteId: string | number): Promise<void> {
      await result(api.remove({ sku: line.sku, item_id: line.server_item_id, quoteId }));
    },
    async totals(): Promise<CartTotals> {
      const reply = (await result(api.totals())) as Record<string, unknown> | null;
      const totals = (reply?.totals ?? reply ?? {}) as Record<string, unknown>;
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
      await result(api.applyCoupon(code));
    },
    async removeCoupon(): Promise<void> {
      await result(api.removeCoupon());
    },
    /** docs/behaviour.md#stock-check: true/false, or undefined when the answer says nothing. */
    async isInStock(sku: string): Promise<boolean | undefined> {
      const stock = (await result(api.stockCheck(sku))) as { is_in_stock?: unknown } | null;
      return typeof stock?.is_in_stock === 'boolean' ? stock.is_in_stock : undefined;
    },
    /** The guest cart's lines go into the customer's cart once; answers its items. */
    async merge(guestCartId: string): Promise<ServerCartItem[]> {
      const items = await result(api.merge(guestCartId));
      return Array.isArray(items) ? (items as ServerCartItem[]) : [];
    },
  };
}

export type CartServer = ReturnType<typeof createCartServer>;
