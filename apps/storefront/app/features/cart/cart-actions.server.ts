import {
  decodeHtmlEntities,
  BOOK_SPOT_ON_LISTING,
  isBookableSpot,
  localizedRoute,
  associatedLinks,
  bookingPriceInclTax,
  changeLineQty,
  replyMessage,
  sameBookingIdentity,
  type ApiEnvelope,
  type CartItem,
  type CartItemBody,
  type Notification,
  type ProductDocument,
} from '@storefront/core';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { flashCookie } from '../../lib/flash.server';
import { CART_COOKIE } from './cart-cookie-name';
import type { PageContext } from '../../lib/page-context.server';
import { decideFormAdd } from './cart-form-add.server';
import { safeReturnPath } from './return-path.server';
import { pulledLineBody, type PulledCartItem } from './cart-api';
import { findServerCart, pullCart, type ServerCart } from './cart-api.server';

type Context = Readonly<RouterContextProvider>;

export const CART_INTENTS = ['add', 'update', 'remove', 'coupon-apply', 'coupon-remove'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** 303 to `to` with at most one notification (the flash cookie) and the cart cookie when one was created. */
export function seeOther(to: string, notification?: Notification, cart?: ServerCart): Response {
  const headers = new Headers();
  if (notification) headers.append('Set-Cookie', flashCookie(notification));
  if (cart?.setCookie) headers.append('Set-Cookie', cart.setCookie);
  return redirect(to, { status: 303, headers });
}

const badRequest = (result: string) => data({ code: 400, result }, { status: 400 });

/** The posted form; a body that is no form (JSON, garbage) is the client's mistake: 400, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest('The request body must be a form');
  }
}

/** The pulled lines in the browser's shape, so the core rules (`changeLineQty`, `addCartLine`) apply as they are. */
export function asCartItems(items: readonly PulledCartItem[], taxRatePercent: number): CartItem[] {
  return items.map((item) => {
    const price = Number(item.price ?? 0);
    const line: CartItem = {
      sku: item.sku,
      name: decodeHtmlEntities(item.name ?? item.sku),
      qty: item.qty,
      price,
      priceInclTax: bookingPriceInclTax(price, taxRatePercent),
      is_monthly: item.is_monthly === true,
      type_id: item.product_type ?? 'simple',
      server_item_id: item.item_id,
    };
    if (item.book_from) line.book_from = item.book_from;
    if (item.book_to) line.book_to = item.book_to;
    return line;
  });
}

/**
 * Sends lines to `/api/cart/update`. A line that is the same booking as one in the cart raises that line (with its
 * item_id), as `addCartLine` does in the browser. A guest cart that has gone (merged, unknown) is replaced by a new
 * one once.
 */
export async function sendLines(
  page: PageContext,
  request: Request,
  context: Context,
  lines: readonly CartItemBody[],
  /** The sku each line is booked under when the wire names another (a configurable's parent). */
  bookedSkus: readonly string[] = [],
): Promise<{ cart: ServerCart; reply?: ApiEnvelope }> {
  let cart = (await findServerCart(request, context, { create: true, storeCode: page.storeCode }))!;
  for (let attempt = 0; ; attempt++) {
    const existing = await pullCart(cart).catch(() => []);
    let reply: ApiEnvelope | undefined;
    for (const [i, line] of lines.entries()) {
      const booked = { ...line, sku: bookedSkus[i] ?? line.sku };
      const same = existing.find((item) => sameBookingIdentity(item, booked));
      const cartItem = same
        ? { ...line, item_id: same.item_id, qty: same.qty + Number(line.qty ?? 1), quoteId: cart.cartId }
        : { ...line, quoteId: cart.cartId };
      reply = await cart.api.update(cartItem);
      if (reply.code !== 200) break;
    }
    const gone = reply?.code === 404 && typeof cart.cartId === 'string' && attempt === 0;
    if (!gone) return { cart, ...(reply && { reply }) };
    cart = (await findServerCart(withoutCartCookie(request), context, { create: true, storeCode: page.storeCode }))!;
  }
}

function withoutCartCookie(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(
    'cookie',
    (request.headers.get('cookie') ?? '')
      .split(';')
      .filter((part) => part.trim().split('=')[0] !== CART_COOKIE)
      .join(';'),
  );
  return new Request(request.url, { headers });
}

/**
 * The cart page's one action (and the product form's, intent `add`): every change goes to the server cart over the
 * contract endpoints and ends in a 303 with the outcome as a flash notification, so a reload never posts again.
 */
export async function cartAction(page: PageContext, request: Request, context: Context): Promise<Response> {
  const form = await readForm(request);
  const intent = form.get('intent');
  if (typeof intent !== 'string' || !(CART_INTENTS as readonly string[]).includes(intent))
    throw badRequest('Unknown cart action');
  const cartPath = page.url.pathname;
  switch (intent as CartIntent) {
    case 'add':
      return addFromProductForm(page, request, context, form);
    case 'update':
      return updateQty(page, request, context, form, cartPath);
    case 'remove':
      return removeLine(page, request, context, form, cartPath);
    case 'coupon-apply':
    case 'coupon-remove':
      return coupon(page, request, context, form, cartPath, intent === 'coupon-apply');
  }
}

async function addFromProductForm(page: PageContext, request: Request, context: Context, form: FormData) {
  const sku = form.get('sku');
  if (typeof sku !== 'string' || sku === '' || sku.length > 255) throw badRequest('No product given');
  const back = safeReturnPath(form.get('return'), page.url.pathname);
  const product = await page.catalog.productBy('sku', sku);
  if (!product) return seeOther(back, { type: 'error', message: 'Product query returned an empty result' });
  // A spot is booked for a period, which the listing chooses and prices; its product page has none.
  if (isBookableSpot(product))
    return seeOther(localizedRoute('/spot-listing', page.storeCode, page.stores), {
      type: 'info',
      message: BOOK_SPOT_ON_LISTING,
    });
  const { config } = page;
  const cart = await findServerCart(request, context, { create: false, storeCode: page.storeCode });
  const existing = asCartItems(await pullCart(cart).catch(() => []), config.cart.bookingTaxRatePercent);
  const settings = {
    bookingTaxRatePercent: config.cart.bookingTaxRatePercent,
    allowZeroPrice: config.useZeroPriceProduct,
    allowOutOfStockInCart: config.stock.allowOutOfStockInCart,
    stockSynchronize: config.stock.synchronize,
    setConfigurableProductOptions: config.cart.setConfigurableProductOptions,
    externalCheckout: false,
  };
  const outcome = decideFormAdd(product, form, existing, settings, await groupedMembers(page, product));
  const firstError = outcome.problems.find((problem) => problem.type === 'error');
  if (firstError || outcome.lines.length === 0)
    return seeOther(back, { type: 'error', message: firstError?.message ?? 'Internal validation error' });
  const sent = await sendLines(page, request, context, outcome.lines, outcome.bookedSkus);
  if (sent.reply && sent.reply.code !== 200)
    return seeOther(
      back,
      { type: 'error', message: replyMessage(sent.reply.result, ['text', 'message'], 'Internal validation error') },
      sent.cart,
    );
  // The notice of the add (success, or the volatile warning before it): the flash carries one, the last says "added".
  const notice = outcome.problems.find((problem) => problem.type === 'warning') ?? outcome.problems.at(-1)!;
  return seeOther(back, notice, sent.cart);
}

/** A grouped product's children as documents (its links carry only their skus), so they can be priced and named. */
async function groupedMembers(page: PageContext, product: ProductDocument): Promise<ProductDocument[]> {
  const skus = associatedLinks(product).map((link) => String(link.linked_product_sku));
  if (product.type_id !== 'grouped' || skus.length === 0) return [];
  const { items } = await page.catalog.products(
    { filters: [{ attribute: 'sku', value: skus }] },
    { size: skus.length },
  );
  return items;
}

async function lineOf(page: PageContext, request: Request, context: Context, form: FormData) {
  const itemId = form.get('item_id');
  if (typeof itemId !== 'string' || itemId === '' || itemId.length > 64) throw badRequest('No cart line given');
  const cart = await findServerCart(request, context, { create: false, storeCode: page.storeCode });
  const items = await pullCart(cart);
  const item = items.find((candidate) => String(candidate.item_id) === itemId);
  return { cart, items, item };
}

async function updateQty(page: PageContext, request: Request, context: Context, form: FormData, cartPath: string) {
  const { cart, items, item } = await lineOf(page, request, context, form);
  if (!cart || !item) return seeOther(cartPath);
  const lines = asCartItems(items, page.config.cart.bookingTaxRatePercent);
  const line = lines.find((candidate) => candidate.server_item_id === item.item_id)!;
  const qtyField = form.get('qty');
  const change = changeLineQty(lines, line, typeof qtyField === 'string' ? qtyField : '');
  if (!change.ok) return seeOther(cartPath, { type: 'error', message: change.error });
  const next = change.items.find((candidate) => candidate.server_item_id === item.item_id)!;
  if (next.qty === item.qty) return seeOther(cartPath);
  const reply = await cart.api.update({ ...pulledLineBody(item), qty: next.qty, quoteId: cart.cartId });
  if (reply.code !== 200)
    return seeOther(cartPath, {
      type: 'error',
      message: replyMessage(reply.result, ['text', 'message'], 'Internal validation error'),
    });
  return seeOther(cartPath);
}

/** Without `confirm`, the page asks first (`?remove=<item id>`): the confirmation works without JavaScript. */
async function removeLine(page: PageContext, request: Request, context: Context, form: FormData, cartPath: string) {
  const { cart, item } = await lineOf(page, request, context, form);
  if (!cart || !item) return seeOther(cartPath);
  if (form.get('confirm') !== '1') return seeOther(`${cartPath}?remove=${encodeURIComponent(String(item.item_id))}`);
  const reply = await cart.api.remove({ sku: item.sku, item_id: item.item_id, quoteId: cart.cartId });
  if (reply.code !== 200)
    return seeOther(cartPath, {
      type: 'error',
      message: replyMessage(reply.result, ['text', 'message'], 'Internal validation error'),
    });
  return seeOther(cartPath);
}

async function coupon(
  page: PageContext,
  request: Request,
  context: Context,
  form: FormData,
  cartPath: string,
  apply: boolean,
) {
  const cart = await findServerCart(request, context, { create: false, storeCode: page.storeCode });
  if (!cart) return seeOther(cartPath);
  const code = form.get('coupon');
  if (apply && (typeof code !== 'string' || code.trim() === '' || code.length > 255))
    return seeOther(cartPath, { type: 'error', message: "You've entered an incorrect coupon code. Please try again." });
  const reply = apply ? await cart.api.applyCoupon((code as string).trim()) : await cart.api.removeCoupon();
  if (reply.code !== 200)
    return seeOther(cartPath, {
      type: 'error',
      message: replyMessage(
        reply.result,
        ['text', 'message'],
        "You've entered an incorrect coupon code. Please try again.",
      ),
    });
  return seeOther(cartPath);
}
