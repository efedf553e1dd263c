import { useEffect } from 'react';
import { Link, useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { thankYouState } from '@storefront/core';
import type { Route } from './+types/checkout-thank-you';
import { loadThankYouInBrowser, type OrderSettings } from '../features/checkout';
import { loadThankYou } from '../features/checkout/index.server';
import { BookingPass, CancellationPolicyText, KeepPasses, type BookingView } from '../features/bookings';
import { readOrderBookings } from '../features/bookings/index.server';
import { markThankYouShowing, watchOrder } from '../features/offline';
import { OrderDetails } from '../features/order-details';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

const TITLE = 'Thank you for your order!';

/** `/checkout/thank-you?order=<order_id>` (see docs/behaviour.md#thank-you-page): the placed order's number, read from the API. */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const orderId = url.searchParams.get('order');
  const view = await loadThankYou(pageContext({ context, url, request }), orderId, { request, context });
  // The parking passes of the order, when it booked spots: shown here and kept on the device for the car park.
  const bookings = view.orderNumber && orderId ? await readOrderBookings({ request, context }, orderId) : [];
  return {
    orderId,
    bookings,
    orderNumber: view.orderNumber,
    state: thankYouState(undefined, view.orderNumber),
    ...(view.order && { order: view.order }),
  };
}

/** docs/behaviour.md#offline: an order queued offline is shown as waiting from the browser's copy; the page renders offline too. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  let bookings: BookingView[] = [];
  const view = await loadThankYouInBrowser(new URL(request.url), async () => {
    const server = await serverLoader();
    bookings = server.bookings;
    return server;
  });
  return { ...view, bookings };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => [{ title: TITLE }, { name: 'robots', content: 'noindex' }];

export default function CheckoutThankYou({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const root = useRouteLoaderData('root') as { orders?: OrderSettings } | undefined;
  const location = useLocation();
  // What became of the order is asked again through this route's loader alone, not by revalidating the page: a
  // revalidation also reloads the root's data, and when that one request fails (a connection back for the page but
  // not yet for its service worker) the whole page would become the 500 page. This loader reads the browser's copy
  // when the shop cannot be asked.
  const fetcher = useFetcher<typeof clientLoader>();
  const view = fetcher.data?.orderId === loaderData.orderId ? fetcher.data : loaderData;
  const { orderId, state } = view;
  const order = 'order' in view ? view.order : undefined;
  useEffect(markThankYouShowing, []);
  const waiting = state.kind === 'waiting';
  const href = location.pathname + location.search;
  const { load } = fetcher;
  useEffect(() => watchOrder(orderId, waiting, () => void load(href)), [orderId, waiting, load, href]);
  return (
    <div className="page checkout-thank-you" data-order-state={state.kind}>
      {state.kind === 'placed' && (
        <>
          <h1 tabIndex={-1}>{t(TITLE)}</h1>
          <p className="checkout-order-number">{t('Your order number is {number}.', { number: state.orderNumber })}</p>
          <p>{t('We will send the confirmation to your e-mail address.')}</p>
          {'bookings' in view && view.bookings.length > 0 && (
            <section className="thank-you-passes" aria-labelledby="thank-you-passes">
              <h2 id="thank-you-passes">{t('Your parking pass')}</h2>
              <p>
                {t('Show the code or the QR code at the gate. It is kept on this device and opens without signal.')}
              </p>
              {view.bookings.map((booking) => (
                <div key={booking.id}>
                  <BookingPass booking={booking} />
                  <p className="booking-policy">
                    <CancellationPolicyText policy={booking.cancellation.policy} />
                  </p>
                  <Link to={`/booking/${encodeURIComponent(booking.id)}?link=${encodeURIComponent(booking.link)}`}>
                    {t('Manage this booking')}
                  </Link>
                </div>
              ))}
              <KeepPasses bookings={view.bookings} />
            </section>
          )}
          {order && <OrderDetails order={order} />}
        </>
      )}
      {state.kind === 'waiting' && (
        <>
          <h1 tabIndex={-1}>{t('Your order is waiting to be sent')}</h1>
          <p role="status">
            {t(
              'Your order is saved on this device and will be sent as soon as the shop can be reached. Its number appears here once the shop has confirmed it.',
            )}
          </p>
        </>
      )}
      {state.kind === 'refused' && (
        <>
          <h1 tabIndex={-1}>{t('Your order could not be completed')}</h1>
          <p role="alert">{state.message}</p>
        </>
      )}
      {state.kind === 'unknown' && (
        <>
          <h1 tabIndex={-1}>{t('Checkout')}</h1>
          <p role="alert">{t('This order could not be found.')}</p>
        </>
      )}
      <p>
        <Link to={root?.orders?.homePath ?? '/'}>{t('Continue shopping')}</Link>
      </p>
    </div>
  );
}
