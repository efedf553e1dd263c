import { Link } from 'react-router';
import { ADMIN_ORDER_STATUSES } from '@storefront/core';
import type { AdminColumn } from './AdminTable';
import type { OrderSummaryView } from './admin-types';
import { money, when } from './format';
import { ListPage, useAdminList, type ListFilter } from './ListPage';

const FILTERS: readonly ListFilter[] = [
  { name: 'q', label: 'Number, e-mail or SKU', type: 'search' },
  {
    name: 'status',
    label: 'Status',
    any: 'Any status',
    options: ['pending', ...ADMIN_ORDER_STATUSES].map((status) => ({ value: status, label: status })),
  },
  {
    name: 'payment',
    label: 'Payment',
    any: 'Any payment',
    options: [
      { value: 'vsfpaypal', label: 'Online (PayPal)' },
      { value: 'cashondelivery', label: 'Cash on delivery' },
    ],
  },
  { name: 'from', label: 'Placed from', type: 'date' },
  { name: 'to', label: 'Placed until', type: 'date' },
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
  const list = useAdminList<OrderSummaryView>('/orders', [...FILTERS.map((filter) => filter.name), 'sort']);
  return (
    <ListPage
      title="Orders"
      list={list}
      filters={FILTERS}
      idPrefix="orders"
      caption="Orders"
      columns={COLUMNS}
      rowKey={(order) => order.number}
      defaultSort="-created_at"
    />
  );
}
