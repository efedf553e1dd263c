import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { LinkButton } from '../../ui/LinkButton';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';
import { AccountTable } from './AccountTable';
import type { OrderRow } from './orders.server';

export interface OrdersPageProps extends Pick<AccountFrameProps, 'nav' | 'homeHref'> {
  orders: OrderRow[];
  page: number;
  pageCount: number;
  /** Why the orders could not be read; then nothing is said about having none. */
  error?: string | null;
}

/** `/my-account/orders`: the customer's orders, newest first, a page at a time (`?page=N` links work without JS). */
export function OrdersPage({ nav, homeHref, orders, page, pageCount, error }: OrdersPageProps) {
  const t = useTranslate();
  return (
    <AccountFrame nav={nav} homeHref={homeHref} section="orders" title={t('My orders')}>
      {error ? (
        <p className="account-empty" role="alert">
          {t(error)}
        </p>
      ) : orders.length === 0 ? (
        <div className="account-empty">
          <p>{t('You have no orders yet')}</p>
          <LinkButton to={homeHref} variant="primary">
            {t('Start shopping')}
          </LinkButton>
        </div>
      ) : (
        <>
          <AccountTable columns={['Order number', 'Date', 'Total', 'Status']}>
            {orders.map((order) => (
              <tr key={order.number}>
                <th scope="row">
                  <Link to={order.href} aria-label={t('Order #{number}', { number: order.number })}>
                    {order.number}
                  </Link>
                </th>
                <td>{order.date}</td>
                <td>{order.total}</td>
                <td>{order.status}</td>
              </tr>
            ))}
          </AccountTable>
          {pageCount > 1 && (
            <nav className="pager" aria-label={t('Pages')}>
              {page > 1 && <Link to={`?page=${page - 1}`}>{t('Previous page')}</Link>}
              <span>{t('Page {page} of {pages}', { page, pages: pageCount })}</span>
              {page < pageCount && <Link to={`?page=${page + 1}`}>{t('Next page')}</Link>}
            </nav>
          )}
        </>
      )}
    </AccountFrame>
  );
}
