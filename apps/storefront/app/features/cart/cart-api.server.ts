import { readEnvelope, resolveTaskRequest } from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { storefrontContext } from '../../lib/request-context';
import { readSession } from '../../lib/session.server';
import { cartEndpoints, createCartApi, type CartApi, type PulledCartItem } from './cart-api';
import { guestCartCookie, isGuestCartId, readGuestCartId } from './guest-cart-cookie.server';

export interface ServerCart {
  cartId: string | number;
  /** Set when this request created a guest cart: the response must carry it (the cart cookie). */
  setCookie?: string;
  /** The cart client, bound to this cart and the shopper's token. */
  api: CartApi;
}

type Context = Readonly<RouterContextProvider>;

/**
 * Reaches the shopper's server cart over HTTP on the API base URL with the contract's endpoints (see docs/behaviour.md#server-cart-sync), so the
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
  const api = (cartId?: string | number) => requestCartApi(context, token, storeCode, cartId);
  if (token) {
    const created = await api().create();
    if (created.code !== 200 || (typeof created.result !== 'number' && typeof created.result !== 'string'))
      throw new Error(`The customer's cart could not be opened (${created.code})`);
    const cartId = created.result;
    return { cartId, api: api(cartId) };
  }
  const existing = readGuestCartId(request);
  if (existing) return { cartId: existing, api: api(existing) };
  if (!create) return undefined;
  const created = await api().create();
  if (created.code !== 200 || !isGuestCartId(created.result))
    throw new Error(`A guest cart could not be created (${created.code})`);
  const cartId = created.result;
  return { cartId, setCookie: guestCartCookie(cartId), api: api(cartId) };
}

/** The server's cart client: calls go with the request's own fetch, under the shopper's token and this cart's id. */
function requestCartApi(
  context: Context,
  token: string,
  storeCode: string,
  cartId: string | number | undefined,
): CartApi {
  const { apiFetch, config } = context.get(storefrontContext);
  const { cart, stock } = config.api.endpoints;
  return createCartApi(
    async (url, payload, params) => {
      const { url: resolved, init } = resolveTaskRequest(
        { url, params: params ?? {}, payload },
        {
          token,
          cartId: cartId === undefined ? undefined : String(cartId),
          storeCode,
          multistore: config.storeViews.multistore,
          tokenInHeader: config.users.tokenInHeader,
        },
      );
      return readEnvelope(await apiFetch(resolved, { ...(init as RequestInit), cache: 'no-store' }));
    },
    cartEndpoints(cart, stock),
  );
}

/** The cart's lines, or none when the cart is gone (a merged or unknown guest cart answers 404). */
export async function pullCart(cart: ServerCart | undefined): Promise<PulledCartItem[]> {
  if (!cart) return [];
  const reply = await cart.api.pull();
  if (reply.code === 404) return [];
  if (reply.code !== 200 || !Array.isArray(reply.result)) throw new Error(`The cart could not be read (${reply.code})`);
  return reply.result as PulledCartItem[];
}
