import type { Route } from './+types/checkout';
import { CheckoutForm, CheckoutSummary, loadCheckoutInBrowser } from '../features/checkout';
import { checkoutAction, loadCheckout } from '../features/checkout/index.server';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';
import type { RouteHandle } from '../lib/route-handle';

/** The server cart the checkout is for, the shopper and the methods (the same for JS and no-JS). */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  return loadCheckout(pageContext({ context, url, request }), request, context);
}

/** docs/behaviour.md#offline: offline (or on the worker's anonymous copy) the checkout is built from the browser cart. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadCheckoutInBrowser(serverLoader);
}
clientLoader.hydrate = true as const;

/** The no-JS placement: validates, places over HTTP and answers 303 to the thank-you page. */
export async function action({ context, url, request }: Route.ActionArgs) {
  return checkoutAction(pageContext({ context, url, request }), request, context);
}

export const handle: RouteHandle = { noCartPanelPrefetch: true, outputCache: 'never' };

export const meta: Route.MetaFunction = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }];

/**
 * `/checkout`. docs/behaviour.md#checkout: entering checkout with an empty cart is refused with the docs/behaviour.md#order-error-messages message; otherwise the
 * one-page checkout (see docs/behaviour.md#checkout-and-orders).
 */
export default function Checkout({ loaderData: view, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  if (view.cart.lines.length === 0)
    return (
      <div className="page checkout">
        <h1>{t('Checkout')}</h1>
        <p role="alert">{t('Shopping cart is empty. Please add some products before entering Checkout')}</p>
        <p>
          <a href={view.cart.homeHref}>{t('Continue shopping')}</a>
        </p>
      </div>
    );
  return (
    <div className="page checkout">
      <h1>{t('Checkout')}</h1>
      <div className="checkout-layout">
        <CheckoutSummary cart={view.cart} />
        <CheckoutForm view={view} posted={actionData} />
      </div>
    </div>
  );
}
