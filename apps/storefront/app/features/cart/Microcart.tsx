import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { totalSegmentsToShow } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useShopSettings } from '../../lib/shop-settings';
import { SkeletonLines } from '../../ui/Skeleton';
import { buttonClass } from '../../ui/button-class';
import { currentServerSegments } from './cart-store';
import { cartLineKey } from './cart-line-view';
import { CartTotals } from './CartTotals';
import { ClearCart } from './ClearCart';
import { CouponForm } from './CouponForm';
import { MicrocartLine } from './MicrocartLine';
import { useCart } from './use-cart';
import './microcart.css';

const CHECKOUT_PATH = /\/checkout\/?$/;

/** The microcart's content (see docs/behaviour.md#cart-in-the-browser): lines, coupon, totals and the way to the checkout. */
export default function Microcart({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslate();
  const shop = useShopSettings();
  const cart = useCart();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The panel stays open, its button saying 'Loading...', until the checkout is there: then it closes.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) onNavigate();
  }, [pathname, onNavigate]);
  if (!cart.loaded) return <SkeletonLines label={t('Loading...')} />;
  if (cart.items.length === 0)
    return (
      <p className="microcart-empty" data-testid="microcart-empty">
        {t('Your shopping cart is empty.')}
      </p>
    );
  const toCheckout = navigation.state !== 'idle' && CHECKOUT_PATH.test(navigation.location.pathname);
  const segments = totalSegmentsToShow(currentServerSegments(cart), cart.items, shop.cart.shipping, shop.cart.payment);
  return (
    <div className="microcart">
      <ul className="microcart-lines">
        {cart.items.map((line) => (
          <MicrocartLine
            key={cartLineKey(line)}
            line={line}
            options={
              line.server_item_id === undefined ? undefined : cart.lineTotals.get(String(line.server_item_id))?.options
            }
            askBeforeRemove={shop.cart.config.askBeforeRemoveProduct}
          />
        ))}
      </ul>
      <ClearCart />
      <CouponForm coupon={cart.coupon} />
      <CartTotals segments={segments} />
      {/* The checkout's code is fetched while the panel shows, so the click waits only for its data. */}
      <Link
        to="/checkout"
        prefetch="render"
        className={buttonClass('primary', 'microcart-checkout')}
        onClick={() => CHECKOUT_PATH.test(pathname) && onNavigate()}
        aria-busy={toCheckout || undefined}
      >
        {toCheckout ? t('Loading...') : t('Proceed to checkout')}
      </Link>
    </div>
  );
}
