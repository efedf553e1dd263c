import type { Route } from './+types/checkout';
import { CartPageLines } from '../features/cart/cart-page-lines';
import { loadCartPage } from '../features/cart/cart-page.server';
import { CartPageTotals } from '../features/cart/cart-page-totals';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';

/** The server cart the checkout is for (issue 9): the checkout forms arrive with the next issue. */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  return loadCartPage(pageContext({ context, url, request }), request, context);
}

export const meta: Route.MetaFunction = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }];

/**
 * `/checkout`. Spec point 4: entering checkout with an empty cart is refused with the point 8 message; otherwise the
 * cart's lines and totals.
 */
export default function Checkout({ loaderData: cart }: Route.ComponentProps) {
  const t = useTranslate();
  if (cart.lines.length === 0)
    return (
      <div className="page checkout">
        <h1>{t('Checkout')}</h1>
        <p role="alert">{t('Shopping cart is empty. Please add some products before entering Checkout')}</p>
        <p>
          <a href={cart.homeHref}>{t('Continue shopping')}</a>
        </p>
      </div>
    );
  return (
    <div className="page checkout">
      <h1>{t('Checkout')}</h1>
      <section aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t('Order Summary')}</h2>
        <CartPageLines lines={cart.lines} editable={false} />
        <CartPageTotals segments={cart.segments} />
      </section>
    </div>
  );
}
