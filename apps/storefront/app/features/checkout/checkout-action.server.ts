import {
  newOrderId,
  ORDER_ACCESS_COOKIE,
  ORDER_INVALID_ADDRESS,
  ORDER_OUT_OF_STOCK,
  PRODUCTS_ERROR,
  readCookie,
  readEnvelope,
  replyMessage,
  setQueryParam,
  type ApiEnvelope,
  type OrderBody,
  type PersonalDetails,
} from '@storefront/core';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { PageContext } from '../../lib/page-context.server';
import { storefrontContext } from '../../lib/request-context';
import { readSession } from '../../lib/session.server';
import { CART_COOKIE } from '../cart';
import { readForm } from '../cart/index.server';
import type { PostedCheckout } from './CheckoutForm';
import { readCheckoutForm } from './checkout-form-state';
import { loadCheckout } from './checkout-page.server';
import { initialCheckoutState } from './checkout-rules';
import { firstInvalid } from './checkout-validation';
import { orderBodyOf } from './order-body-of';
import { loadThankYou } from './thank-you.server';

type Context = Readonly<RouterContextProvider>;

/** The ids `newOrderId` makes (`<epoch ms>-<uuid>`); a posted id of any other shape is replaced by a new one. */
const ORDER_ID = /^\d{10,16}-[0-9a-f-]{36}$/;

const PAYMENT_BUTTON_ONLY = new Set(['vsfpaypal']);

/**
 * The checkout without JavaScript (see docs/behaviour.md#checkout-and-orders): the one posted form is validated with the same core rules (400 with
 * the messages next to the fields and the values kept, passwords excepted), turned into the order body by the same
 * core function, and placed on the API over HTTP with the shopper's token or guest cart. The order id travels in a
 * hidden field, so posting the same form again is the same order. Placed: 303 to the thank-you page.
 */
export async function checkoutAction(page: PageContext, request: Request, context: Context): Promise<Response> {
  const form = await readForm(request);
  const view = await loadCheckout(page, request, context);
  const posted = form.get('orderId');
  const orderId = typeof posted === 'string' && ORDER_ID.test(posted) ? posted : newOrderId(Date.now());
  const thankYou = setQueryParam(view.thankYouPath, 'order', orderId);
  // The cart is gone once its order is placed: a re-post of that order (back button, double submit) is answered
  // with its thank-you page; any other post with no cart with the empty checkout.
  if (view.items.length === 0)
    return redirect((await loadThankYou(page, orderId)).orderNumber ? thankYou : view.checkoutPath, 303) as Response;
  const state = readCheckoutForm(form, initialCheckoutState(view));
  const refuse = (answer: Omit<PostedCheckout, 'state' | 'orderId'>, status = 400) =>
    data<PostedCheckout>(
      {
        ...answer,
        orderId,
        // Passwords never travel back into the page.
        state: {
          ...state,
          repeatPassword: '',
          details: { ...state.details, personalDetails: { ...state.details.personalDetails, password: '' } },
        },
      },
      { status },
    ) as unknown as Response;
  const invalid = firstInvalid(view, state);
  if (invalid) return refuse({ errors: invalid.errors });
  if (PAYMENT_BUTTON_ONLY.has(state.details.paymentDetails.paymentMethod))
    return refuse({
      errors: {},
      message: 'Paying with Paypal needs JavaScript. Please choose another payment method.',
    });
  const session = await readSession(request, context);
  const personal = state.details.personalDetails;
  // Without JavaScript the account is created here; the order is then the guest's (no login without scripts).
  if (!session && personal.createAccount) {
    const created = await createAccount(context, personal).catch((): ApiEnvelope => ({
      code: 503,
      result: 'Something went wrong. Try again in a few seconds.',
    }));
    if (created.code !== 200)
      return refuse({
        errors: {},
        message: replyMessage(created.result, ['text', 'message'], 'Internal validation error'),
      });
  }
  const body = orderBodyOf(view, state, orderId, Date.now());
  const accessCookies: string[] = [];
  const reply = await sendOrder(context, body, session?.token, request, accessCookies).catch((): ApiEnvelope => ({
    code: 503,
    result: 'The order can not be transfered because of server error. Order has been queued',
  }));
  if (reply.code !== 200)
    return refuse({ errors: {}, ...failureMessage(reply, view.contactAddress) }, reply.code >= 500 ? 502 : 409);
  const headers = new Headers();
  // The API closed the ordered guest cart; the browser's next add starts a new one.
  if (!session) headers.append('Set-Cookie', `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  // The API's order-access cookie: this browser may read the order it placed on the thank-you page.
  for (const cookie of accessCookies) headers.append('Set-Cookie', cookie);
  return redirect(thankYou, { status: 303, headers }) as Response;
}

async function createAccount(context: Context, personal: PersonalDetails): Promise<ApiEnvelope> {
  const { apiFetch, config } = context.get(storefrontContext);
  const response = await apiFetch(config.api.endpoints.user.create, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { email: personal.emailAddress, firstname: personal.firstName, lastname: personal.lastName },
      password: personal.password,
    }),
    cache: 'no-store',
  });
  return readEnvelope(response);
}

/**
 * Places the order on the API as the shopper: their token, their order-access cookie (so the order joins the orders
 * this browser placed); the API's new order-access cookie is collected into `setCookies` for the shopper's answer.
 */
async function sendOrder(
  context: Context,
  body: OrderBody,
  token: string | undefined,
  request: Request,
  setCookies: string[],
): Promise<ApiEnvelope> {
  const { apiFetch, config } = context.get(storefrontContext);
  const endpoint = config.api.endpoints.order;
  const url = token
    ? `${endpoint}${endpoint.includes('?') ? '&' : '?'}${new URLSearchParams({ token }).toString()}`
    : endpoint;
  const access = readCookie(request.headers.get('cookie'), ORDER_ACCESS_COOKIE);
  const response = await apiFetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(access && { cookie: `${ORDER_ACCESS_COOKIE}=${access}` }),
    },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  setCookies.push(...response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${ORDER_ACCESS_COOKIE}=`)));
  return readEnvelope(response);
}

/** docs/behaviour.md#order-error-messages: what the shopper reads when the API refuses the order (core's texts). */
function failureMessage(reply: ApiEnvelope, email: string): Pick<PostedCheckout, 'message' | 'messageParams'> {
  if (reply.code === 400) return { message: ORDER_INVALID_ADDRESS, messageParams: { email } };
  if (reply.code === 500 && String(reply.result).includes(PRODUCTS_ERROR)) return { message: ORDER_OUT_OF_STOCK };
  return {
    message: replyMessage(
      reply.result,
      ['text', 'message'],
      'The order can not be transfered because of server error. Order has been queued',
    ),
  };
}
