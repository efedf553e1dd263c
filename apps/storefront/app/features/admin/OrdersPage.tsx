import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ADMIN_ORDER_STATUSES, type AdminPage } from '@storefront/core';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { AdminTable, type AdminColumn } from './AdminTable';
import type { OrderSummaryView } from './admin-types';
import { money, when } from './format';
import { listQuery, withParams } from './list-params';
import { Notice } from './Notice';
import { useAdminData } from './use-admin-data';
import { useListParams } from './use-list-params';

const FILTERS = ['q', 'status', 'payment', 'from', 'to', 'sort'] as const;
const STATUSES = ['pending', ...ADMIN_ORDER_STATUSES];
const PAYMENTS = [
  { value: 'vsfpaypal', label: 'Online (PayPal)' },
  { value: 'cashondelivery', label: 'Cash on delivery' },
];

const COLUMNS: AdminColumn<OrderSummaryView>[] = [
  {
    label: 'Order',
    sort: 'number',
    render: (order) => <Link to={`/admin/orders/${order.number}`}>{order.number}</Link>,
  },
  { label: 'Placed', sort: 'created_at', render: (order) => when(order.createdAt) },
  { label: 'Customer', render: (order) => order.email ?? '—' },
  { label: 'Status', sort: 'status', render: (order) => order.status },
  { label: 'Payment', render: (order) => order.paymentMethod ?? '—' },
  { label: 'Total', sort: 'grand_total', render: (order) => money(order.grandTotal, order.currency) },
];

/** The orders: search by number, e-mail or sku, filters, server-side paging and sorting. */
export function OrdersPage() {
  const [params, setParams] = useListParams();
  const orders = useAdminData<AdminPage<OrderSummaryView>>('/orders', listQuery(params, FILTERS));
  return (
    <>
      <h1>Orders</h1>
      <OrderFilters
        key={params.toString()}
        params={params}
        onApply={(changes) => setParams(withParams(params, changes))}
      />
      <Notice error={orders.error} />
      <AdminTable
        caption="Orders"
        columns={COLUMNS}
        rows={orders.data?.items}
        total={orders.data?.total}
        rowKey={(order) => order.number}
        defaultSort="-created_at"
        loading={orders.loading}
      />
    </>
  );
}

function OrderFilters({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (changes: Record<string, string | undefined>) => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    onApply({
      q: value('q'),
      status: value('status'),
      payment: value('payment'),
      from: value('from'),
      to: value('to'),
    });
  }
  return (
    <form role="search" aria-label="Find orders" className="admin-filters" onSubmit={submit}>
      <TextField
        id="orders-q"
        name="q"
        type="search"
        label="Number, e-mail or SKU"
        defaultValue={params.get('q') ?? ''}
      />
      <SelectField id="orders-status" name="status" label="Status" defaultValue={params.get('status') ?? ''}>
        <option value="">Any status</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
      <SelectField id="orders-payment" name="payment" label="Payment" defaultValue={params.get('payment') ?? ''}>
        <option value="">Any payment</option>
        {PAYMENTS.map((payment) => (
          <option key={payment.value} value={payment.value}>
            {payment.label}
          </option>
        ))}
      </SelectField>
      <TextField id="orders-from" name="from" type="date" label="Placed from" defaultValue={params.get('from') ?? ''} />
      <TextField id="orders-to" name="to" type="date" label="Placed until" defaultValue={params.get('to') ?? ''} />
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}
