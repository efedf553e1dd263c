import { Link, useParams } from 'react-router';
import { AdminAddress } from './AdminAddress';
import { AdminTable, type AdminColumn } from './AdminTable';
import type { CustomerDetailView } from './admin-types';
import { CustomerButtons } from './CustomerButtons';
import { DetailHeading } from './DetailHeading';
import { money, when } from './format';
import { Notice } from './Notice';
import { useAdminAction } from './use-admin-action';
import { useAdminData } from './use-admin-data';

type CustomerOrder = CustomerDetailView['orderList'][number];

/** The customer's orders, as the orders list shows them: the number opens the order. */
const ORDER_COLUMNS: AdminColumn<CustomerOrder>[] = [
  { label: 'Order', render: (order) => <Link to={`/admin/orders/${order.number}`}>{order.number}</Link> },
  { label: 'Placed', render: (order) => when(order.createdAt) },
  { label: 'Status', render: (order) => order.status },
  { label: 'Total', render: (order) => money(order.grandTotal, order.currency) },
];

/** A customer: details, locked or not, saved addresses and orders; lock or unlock, send a reset link. */
export function CustomerPage() {
  const id = useParams().id ?? '';
  const customer = useAdminData<CustomerDetailView>(`/customers/${encodeURIComponent(id)}`);
  const action = useAdminAction();
  const { data } = customer;
  return (
    <>
      <DetailHeading
        back={{ to: '/admin/customers', label: 'Customers' }}
        title={`Customer ${data ? `${data.firstname} ${data.lastname}` : id}`}
        error={customer.error}
      />
      {!data && customer.loading && <p role="status">Loading…</p>}
      {data && (
        <>
          <dl className="admin-facts">
            <dt>E-mail</dt>
            <dd data-testid="customer-email">{data.email}</dd>
            <dt>Name</dt>
            <dd>
              {data.firstname} {data.lastname}
            </dd>
            <dt>Since</dt>
            <dd>{when(data.createdAt)}</dd>
            <dt>Orders</dt>
            <dd>{data.orders}</dd>
            <dt>Account</dt>
            <dd data-testid="customer-account">{data.locked ? 'locked' : 'open'}</dd>
          </dl>
          <section aria-labelledby="customer-actions" className="admin-actions">
            <h2 id="customer-actions">Actions</h2>
            <CustomerButtons customer={data} action={action} onChange={customer.reload} />
            <Notice done={action.done} error={action.error} />
          </section>
          <section aria-labelledby="customer-addresses">
            <h2 id="customer-addresses">Addresses</h2>
            {data.addresses.length > 0 ? (
              <ul className="admin-columns admin-addresses">
                {data.addresses.map((address, i) => (
                  <li key={address.id ?? i}>
                    <AdminAddress address={address} />
                    {(address.default_shipping || address.default_billing) && (
                      <p>
                        {[address.default_shipping && 'Default shipping', address.default_billing && 'Default billing']
                          .filter(Boolean)
                          .join(', ')}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No saved address.</p>
            )}
          </section>
          <section aria-labelledby="customer-orders">
            <h2 id="customer-orders">Orders</h2>
            <AdminTable
              caption={`Orders of ${data.email}`}
              columns={ORDER_COLUMNS}
              rows={data.orderList}
              total={undefined}
              rowKey={(order) => order.number}
              loading={customer.loading}
            />
            {data.orders > data.orderList.length && (
              <p>
                The newest {data.orderList.length} of {data.orders} orders.
              </p>
            )}
          </section>
        </>
      )}
    </>
  );
}
