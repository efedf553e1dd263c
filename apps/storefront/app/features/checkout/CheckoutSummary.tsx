import { useTranslate } from '../../lib/i18n';
import { CartPageLines, CartPageTotals, type CartPageView } from '../cart';

/**
 * What is bought, beside the steps: the lines, the discount code and the totals, from the first step on (the review
 * shows them again before the placement). Wide screens show it as a column; narrow ones fold it under one line with
 * the grand total. Two renderings rather than one that scripts open: it works the same without JavaScript, and the
 * one a screen does not show is `display: none`, out of the accessibility tree.
 */
export function CheckoutSummary({ cart }: { cart: CartPageView }) {
  const t = useTranslate();
  const total = cart.segments.find((segment) => segment.code === 'grand_total')?.value ?? '';
  const content = (
    <>
      <CartPageLines lines={cart.lines} editable={false} />
      {cart.coupon && (
        <p className="checkout-summary-coupon">
          {t('Discount code')}: <strong>{cart.coupon}</strong>
        </p>
      )}
      <CartPageTotals segments={cart.segments} />
    </>
  );
  return (
    <>
      <aside className="checkout-aside" aria-labelledby="checkout-aside-title">
        <h2 id="checkout-aside-title">{t('Order Summary')}</h2>
        {content}
      </aside>
      <details className="checkout-fold">
        <summary>{t('Show the order summary ({total})', { total })}</summary>
        {content}
      </details>
    </>
  );
}
