import { useEffect } from 'react';
import { Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { thankYouState } from '@storefront/core';
import type { Route } from './+types/checkout-thank-you';
import { loadThankYouInBrowser, type OrderSettings } from '../features/checkout';
import { loadThankYou } from '../features/checkout/index.server';
import { markThankYouShowing, subscribeOrderOutcomes } from '../features/offline';
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
  return {
    orderId,
    orderNumber: view.orderNumber,
    state: thankYouState(undefined, view.orderNumber),
    ...(view.order && { order: view.order }),
  };
}

/** docs/behaviour.md#offline: an order queued offline is shown as waiting from the browser's copy; the page renders offline too. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadThankYouInBrowser(new URL(request.url), serverLoader);
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => [{ title: TITLE }, { name: 'robots', content: 'noindex' }];

export default function CheckoutThankYou({ loaderData: view }: Route.ComponentProps) {
  const t = useTranslate();
  const root = useRouteLoaderData('root') as { orders?: OrderSettings } | undefined;
  const revalidator = useRevalidator();
  const { orderId, state } = view;
  const order = 'order' in view ? view.order : undefined;
  useEffect(markThankYouShowing, []);
  useEffect(
    () =>
      subscribeOrderOutcomes((outcome) => {
        if (outcome.order_id === orderId) void revalidator.revalidate();
      }),
    [orderId, revalidator],
  );
  return (
    <div className="page checkout-thank-you" data-order-state={state.kind}>
      {state.kind === 'placed' && (
        <>
          <h1 tabIndex={-1}>{t(TITLE)}</h1>
          <p className="checkout-order-number">{t('Your order number is {number}.', { number: state.orderNumber })}</p>
          <p>{t('We will send the confirmation to your e-mail address.')}</p>
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
