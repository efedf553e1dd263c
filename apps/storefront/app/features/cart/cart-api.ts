import {
  cartLineKindRules,
  type ApiEnvelope,
  type CartItem,
  type CartItemBody,
  type ServerCartItem,
  type SyncTaskPayload,
} from '@storefront/core';
import type { CartEndpoints } from '../../lib/cart-settings';

export type { CartEndpoints };

/** The cart's endpoints from the configured cart and stock ones; `at` places each path (on the API's public URL). */
export function cartEndpoints(
  configured: Omit<CartEndpoints, 'merge' | 'stockCheck'>,
  stockBase: string,
  at: (path: string) => string = (path) => path,
): CartEndpoints {
  return {
    create: at(configured.create),
    update: at(configured.update),
    delete: at(configured.delete),
    pull: at(configured.pull),
    totals: at(configured.totals),
    applyCoupon: at(configured.applyCoupon),
    deleteCoupon: at(configured.deleteCoupon),
    shippingMethods: at(configured.shippingMethods),
    merge: at(configured.pull.replace(/\/pull\?/, '/merge?')),
    stockCheck: at(`${stockBase}/check?sku={{sku}}`),
  };
}

/**
 * Sends one call and answers the API's envelope. The browser's sends it as a task of the session's queue, the server's
 * with the request's own fetch: both fill in the token and the cart id.
 */
export type CartSender = (
  url: string,
  payload: SyncTaskPayload,
  params?: Record<string, string>,
) => Promise<ApiEnvelope>;

/** A line as `pull` answers it: it always has its server id. */
export type PulledCartItem = ServerCartItem & { item_id: number | string; sgn?: string };

const json = (method: string, body?: unknown): SyncTaskPayload => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body !== undefined && { body: JSON.stringify(body) }),
});

/** The one client of the cart API: every body it sends is a core `CartItemBody`. */
export function createCartApi(send: CartSender, endpoints: CartEndpoints) {
  return {
    /** A guest cart id (32 hex) or, with a token, the customer's active cart id (a number). */
    create: () => send(endpoints.create, json('POST')),
    pull: () => send(endpoints.pull, { method: 'GET' }),
    /** Adds the line, or sets its quantity when it carries the server's item id. */
    update: (cartItem: CartItemBody) => send(endpoints.update, json('POST', { cartItem })),
    remove: (cartItem: CartItemBody) => send(endpoints.delete, json('POST', { cartItem })),
    totals: () => send(endpoints.totals, { method: 'GET' }),
    applyCoupon: (code: string) => send(endpoints.applyCoupon, json('POST'), { coupon: code }),
    removeCoupon: () => send(endpoints.deleteCoupon, json('POST')),
    /** The contract's estimate: every method for an address (`{country_id, ...}`), priced for this cart. */
    shippingMethods: (address: Record<string, unknown>) => send(endpoints.shippingMethods, json('POST', { address })),
    stockCheck: (sku: string) => send(endpoints.stockCheck, { method: 'GET' }, { sku }),
    merge: (guestCartId: string) => send(endpoints.merge, json('POST', { guestCartId })),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;

/** The browser's line as `cartItem`. */
export function lineBody(line: CartItem, quoteId: string | number): CartItemBody {
  return {
    // VSF's shape (`cart.setConfigurableProductOptions`): a configured child goes as its parent with the options.
    sku:
      line.parentSku && line.product_option?.extension_attributes.configurable_item_options ? line.parentSku : line.sku,
    qty: line.qty,
    quoteId,
    // A plain product's price is the server's own; only a booking carries the price it was offered.
    ...(cartLineKindRules(line).sendsPrice && { price: line.price }),
    is_monthly: line.is_monthly,
    ...(line.server_item_id !== undefined && { item_id: line.server_item_id }),
    ...(line.product_option && { product_option: line.product_option as CartItemBody['product_option'] }),
    ...(line.book_from && { book_from: line.book_from }),
    ...(line.book_to && { book_to: line.book_to }),
    ...(line.sgn && { sgn: line.sgn }),
  };
}

/** A pulled line as `cartItem`: the fields that name its booking, so the API checks the same line and its hold. */
export function pulledLineBody(item: PulledCartItem): CartItemBody {
  const body: CartItemBody = { sku: item.sku, item_id: item.item_id };
  if (item.book_from) body.book_from = item.book_from;
  if (item.book_to) body.book_to = item.book_to;
  if (item.is_monthly !== undefined && item.is_monthly !== null) body.is_monthly = item.is_monthly;
  if (typeof item.price === 'number') body.price = item.price;
  if (item.sgn) body.sgn = item.sgn;
  if (item.product_option) body.product_option = item.product_option as CartItemBody['product_option'];
  return body;
}
