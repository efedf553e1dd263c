import { readEnvelope, resolveTaskRequest, type ApiEnvelope } from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { storefrontContext } from '../../lib/request-context';
import { readSession } from '../../lib/session.server';
import { guestCartCookie, isGuestCartId, readGuestCartId } from './guest-cart-cookie.server';

type CartEndpoint = 'create' | 'update' | 'delete' | 'pull' | 'totals' | 'applyCoupon' | 'deleteCoupon';

/** The wire shape of `cartItem` in `/api/cart/update` and `/api/cart/delete` (contract section 3, issue 9). */
export interface WireCartItem {
  sku: string;
  qty?: number;
  item_id?: number | string;
  quoteId?: number | string;
  price?: number;
  book_from?: string;
  book_to?: string;
  is_monthly?: boolean;
  sgn?: string;
  product_option?: unknown;
}

/** A line as `pull` answers it, with the booking fields of decision 2. */
export interface PulledCartItem extends WireCartItem {
  item_id: number | string;
  qty: number;
  name?: string;
  product_type?: string;
}

export interface ServerCart {
  cartId: string | number;
  /** Set when this request created a guest cart: the response must carry it (decision 6). */
  setCookie?: string;
  call(endpoint: CartEndpoint, body?: unknown, params?: Record<string, string>): Promise<ApiEnvelope>;
}

type Context = Readonly<RouterContextProvider>;

/**
 * Reaches the shopper's server cart over HTTP on the API base URL with the contract's endpoints (decision 7), so the
 * no-JS forms work with an external vue-storefront-api too. A logged-in shopper's cart is the customer's active cart
 * (`create` with the token answers it); a guest's is the `sf_cart` cookie's. With `create` a guest without a cart
 * gets one; without it, undefined means "no cart yet" (an empty cart).
 */
export async function findServerCart(
  request: Request,
  context: Context,
  { create, storeCode }: { create: boolean; storeCode: string },
): Promise<ServerCart | undefined> {
  const session = await readSession(request, context);
  const token = session?.token ?? '';
  const send = sender(context, token, storeCode);
  if (token) {
    const created = await send('create', undefined, undefined, { method: 'POST' });
    if (created.code !== 200 || (typeof created.result !== 'number' && typeof created.result !== 'string'))
      throw new Error(`The customer's cart could not be opened (${created.code})`);
    const cartId = created.result;
    return { cartId, call: (endpoint, body, params) => send(endpoint, cartId, params, init(endpoint, body)) };
  }
  const existing = readGuestCartId(request);
  if (existing) return { cartId: existing, call: (e, b, p) => send(e, existing, p, init(e, b)) };
  if (!create) return undefined;
  const created = await send('create', undefined, undefined, { method: 'POST' });
  if (created.code !== 200 || !isGuestCartId(created.result))
    throw new Error(`A guest cart could not be created (${created.code})`);
  const cartId = created.result;
  return { cartId, setCookie: guestCartCookie(cartId), call: (e, b, p) => send(e, cartId, p, init(e, b)) };
}

const METHODS: Record<CartEndpoint, string> = {
  create: 'POST',
  update: 'POST',
  delete: 'POST',
  pull: 'GET',
  totals: 'GET',
  applyCoupon: 'POST',
  deleteCoupon: 'POST',
};

function init(endpoint: CartEndpoint, body: unknown): RequestInit {
  if (body === undefined) return { method: METHODS[endpoint] };
  return { method: METHODS[endpoint], headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function sender(context: Context, token: string, storeCode: string) {
  const { apiFetch, config } = context.get(storefrontContext);
  return async (
    endpoint: CartEndpoint,
    cartId: string | number | undefined,
    params: Record<string, string> | undefined,
    requestInit: RequestInit,
  ): Promise<ApiEnvelope> => {
    const { url, init: resolved } = resolveTaskRequest(
      { url: config.api.endpoints.cart[endpoint], params: params ?? {}, payload: requestInit as never },
      {
        token,
        cartId: cartId === undefined ? undefined : String(cartId),
        storeCode,
        multistore: config.storeViews.multistore,
        tokenInHeader: config.users.tokenInHeader,
      },
    );
    const response = await apiFetch(url, { ...(resolved as RequestInit), cache: 'no-store' });
    return readEnvelope(response);
  };
}

/** The cart's lines, or none when the cart is gone (a merged or unknown guest cart answers 404). */
export async function pullCart(cart: ServerCart | undefined): Promise<PulledCartItem[]> {
  if (!cart) return [];
  const reply = await cart.call('pull');
  if (reply.code === 404) return [];
  if (reply.code !== 200 || !Array.isArray(reply.result)) throw new Error(`The cart could not be read (${reply.code})`);
  return reply.result as PulledCartItem[];
}
