import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';
import { OrderDetails } from '../order-details';
import { OrderRemake } from './OrderRemake';
import './order-page.css';
import type { OrderDetail } from './orders.server';

export interface OrderPageProps extends Pick<AccountFrameProps, 'nav' | 'homeHref'> {
  order: OrderDetail | null;
  ordersHref: string;
  /** Why the order could not be looked up (the history did not load). */
  error?: string | null;
}

/** `/my-account/orders/:orderId`: one order, or a not-found message (the loader answers 404 with it). */
export function OrderPage({ nav, homeHref, order, ordersHref, error }: OrderPageProps) {
  const t = useTranslate();
  const back = <Link to={ordersHref}>{t('Back to my orders')}</Link>;
  if (!order)
    return (
      <AccountFrame nav={nav} homeHref={homeHref} section="order" title={t('My orders')}>
        <p className="account-empty" role={error ? 'alert' : undefined}>
          {t(error ?? 'This order could not be found.')}
        </p>
        {back}
      </AccountFrame>
    );
  return (
    <AccountFrame nav={nav} homeHref={homeHref} section="order" title={t('Order #{number}', { number: order.number })}>
      <OrderDetails order={order.details} />
      <OrderRemake lines={order.remake.lines} skipped={order.remake.skipped} spotListingHref={order.spotListingHref} />
      {back}
    </AccountFrame>
  );
}
