import { Form, Link } from 'react-router';
import type { Route } from './+types/cart';
import { CartPageLines, CartPageTotals, useAnnounceCartPosts } from '../features/cart';
import { cartAction, loadCartPage } from '../features/cart/index.server';
import { useTranslate } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { pageContext } from '../lib/page-context.server';
import { Button } from '../ui/Button';
import { buttonClass } from '../ui/button-class';

const TITLE = 'Shopping cart';

export const handle: RouteHandle = { outputCache: 'never' };

/** `/cart`: the server cart, whose forms work without JavaScript (docs/behaviour.md#cart, ADR 0009). */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url, request });
  return loadCartPage(page, request, context, url.searchParams.get('remove'));
}

export async function action({ context, url, request }: Route.ActionArgs) {
  return cartAction(pageContext({ context, url, request }), request, context);
}

export const meta: Route.MetaFunction = () => [{ title: TITLE }, { name: 'robots', content: 'noindex' }];

export default function Cart({ loaderData: cart }: Route.ComponentProps) {
  const t = useTranslate();
  useAnnounceCartPosts([cart.cartHref]);
  if (cart.lines.length === 0)
    return (
      <div className="page cart-page">
        <h1>{t(TITLE)}</h1>
        <p className="empty-state">{t('Your shopping cart is empty.')}</p>
        <p>
          <Link to={cart.homeHref}>{t('Continue shopping')}</Link>
        </p>
      </div>
    );
  const removing = cart.confirmRemove;
  return (
    <div className="page cart-page">
      <h1>{t(TITLE)}</h1>
      {removing && (
        <section className="cart-confirm" role="alertdialog" aria-labelledby="cart-confirm-title">
          <h2 id="cart-confirm-title">
            {t('Are you sure you would like to remove this item from the shopping cart?')}
          </h2>
          <p>{removing.name}</p>
          <Form method="post" action={cart.cartHref} className="cart-confirm-actions">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="item_id" value={removing.itemId} />
            <input type="hidden" name="confirm" value="1" />
            <Button type="submit" variant="primary">
              {t('OK')}
            </Button>
            <Link className={buttonClass(undefined)} to={cart.cartHref} replace>
              {t('Cancel')}
            </Link>
          </Form>
        </section>
      )}
      <CartPageLines lines={cart.lines} action={cart.cartHref} editable />
      <Form method="post" action={cart.cartHref} className="cart-coupon">
        {cart.coupon ? (
          <>
            <p>
              {t('Discount code')}: <strong className="cart-coupon-code">{cart.coupon}</strong>
            </p>
            <input type="hidden" name="intent" value="coupon-remove" />
            <Button type="submit">{t('Remove discount code')}</Button>
          </>
        ) : (
          <>
            <label htmlFor="cart-coupon-code">{t('Discount code')}</label>
            <input id="cart-coupon-code" className="ui-input" name="coupon" autoComplete="off" maxLength={255} />
            <input type="hidden" name="intent" value="coupon-apply" />
            <Button type="submit">{t('Apply')}</Button>
          </>
        )}
      </Form>
      <CartPageTotals segments={cart.segments} />
      <p>
        <Link className={buttonClass('primary')} to={cart.checkoutHref}>
          {t('Proceed to checkout')}
        </Link>
      </p>
    </div>
  );
}
