import { Link } from 'react-router';
import type { Route } from './+types/checkout-thank-you';
import { loadThankYou } from '../features/checkout/thank-you.server';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

const TITLE = 'Thank you for your order!';

/** `/checkout/thank-you?order=<order_id>` (decision 6): the placed order's number, read from the API. */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  return loadThankYou(pageContext({ context, url, request }), url.searchParams.get('order'));
}

export const meta: Route.MetaFunction = () => [{ title: TITLE }, { name: 'robots', content: 'noindex' }];

export default function CheckoutThankYou({ loaderData: view }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <div className="page checkout-thank-you">
      {view.orderNumber ? (
        <>
          <h1 tabIndex={-1}>{t(TITLE)}</h1>
          <p className="checkout-order-number">{t('Your order number is {number}.', { number: view.orderNumber })}</p>
          <p>{t('We will send the confirmation to your e-mail address.')}</p>
        </>
      ) : (
        <>
          <h1 tabIndex={-1}>{t('Checkout')}</h1>
          <p role="alert">{t('This order could not be found.')}</p>
        </>
      )}
      <p>
        <Link to={view.homeHref}>{t('Continue shopping')}</Link>
      </p>
    </div>
  );
}
