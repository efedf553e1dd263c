import {
  dictionaryFor,
  interpolate,
  localizedRoute,
  remakeOrder,
  replyMessage,
  routeByName,
  type Notification,
} from '@storefront/core';
import { data } from 'react-router';
import type { Route } from './+types/my-account-order';
import { accountPage, loadOrder, orderDetail } from '../features/my-account/index.server';
import { OrderPage } from '../features/my-account';
import { readForm, seeOther, sendLines } from '../features/cart/index.server';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

/** An order of this customer; any other number is a 404 shown inside the account page. */
export async function loader(args: Route.LoaderArgs) {
  const { page, nav, homeHref } = await accountPage(args);
  const { order, error } = await loadOrder(page, args.params.orderId);
  const ordersHref = localizedRoute(routeByName['my-orders'].path, page.storeCode, page.stores);
  const found = order ? await orderDetail(order, page) : null;
  // Not found is the customer's answer; a history that could not be read is the API's failure.
  const status = found ? 200 : error ? 502 : 404;
  return data({ nav, homeHref, ordersHref, order: found, error: error ?? null }, { status });
}

/** 'Remake order' without JavaScript: the order's plain lines go into the server cart, then the cart page shows it. */
export async function action(args: Route.ActionArgs) {
  const { page } = await accountPage(args);
  const form = await readForm(args.request);
  if (form.get('intent') !== 'remake') return data({ code: 400, result: 'Unknown intent' }, { status: 400 });
  const { order, error } = await loadOrder(page, args.params.orderId);
  if (!order)
    return data(
      { code: error ? 502 : 404, result: error ?? 'This order could not be found.' },
      { status: error ? 502 : 404 },
    );
  const { lines, skipped } = remakeOrder(order, page.config.cart.bookingTaxRatePercent);
  const cartHref = localizedRoute(routeByName.cart.path, page.storeCode, page.stores);
  const orderHref = new URL(args.request.url).pathname;
  const skippedNotice = skippedNoticeIn(
    page.storeView.i18n.defaultLocale,
    skipped.map((item) => item.name),
  );
  if (lines.length === 0) return seeOther(orderHref, skippedNotice);
  const wire = lines.map((line) => ({
    // VSF's shape: a configured child goes as its parent with the chosen options; the API prices every line itself.
    sku: line.parentSku && line.product_option ? line.parentSku : line.sku,
    qty: line.qty,
    is_monthly: false,
    ...(line.product_option && { product_option: line.product_option }),
  }));
  const { cart, reply } = await sendLines(
    page,
    args.request,
    args.context,
    wire,
    lines.map((line) => line.sku),
  );
  if (reply && reply.code !== 200)
    return seeOther(
      cartHref,
      { type: 'error', message: replyMessage(reply.result, ['text', 'message'], 'Internal validation error') },
      cart,
    );
  return seeOther(cartHref, skippedNotice ?? { type: 'success', message: 'Product has been added to the cart!' }, cart);
}

/** The skipped bookings' notice, translated here: a flash message carries finished text, not a key and values. */
function skippedNoticeIn(locale: string, skipped: readonly string[]): Notification | undefined {
  if (skipped.length === 0) return undefined;
  const key = '{name} is a booking and was not added again: choose a new period on the spot listing.';
  const message = interpolate(dictionaryFor(locale)?.[key] ?? key, { name: skipped.join(', ') });
  return { type: 'info', message };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.order ? `Order #${loaderData.order.number}` : 'My orders' },
  { name: 'robots', content: 'noindex' },
];

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} />;
}
