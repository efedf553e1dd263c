import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import type { AccountFrameProps } from './AccountFrame';
import { AccountListPage } from './AccountListPage';
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
    <AccountListPage
      nav={nav}
      homeHref={homeHref}
      section="orders"
      title={t('My orders')}
      error={error}
      empty={orders.length === 0 ? { message: 'You have no orders yet', action: 'Start shopping', to: homeHref } : null}
      page={page}
      pageCount={pageCount}
    >
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
    </AccountListPage>
  );
}
